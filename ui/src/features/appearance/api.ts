/**
 * The Appearance page's calls (docs/appearance.md#api, docs/store.md#options-map):
 * the theme, the product options map and the business logo. Merchants only; the server answers
 * influencers 403. The logo's file goes up through the shared `uploadImage` first.
 */
import { apiGet, apiRequest } from '../../lib/api';
import type { LogoOut } from '../../generated/LogoOut';
import type { OptionsMap } from '../../generated/OptionsMap';
import type { Theme } from '../../generated/Theme';
import type { ThemeOut } from '../../generated/ThemeOut';

const business = (businessId: string) => `/business/${encodeURIComponent(businessId)}`;
const OPTIONS_PATH = '/admin/v1/store/appearance/options';

export function fetchTheme(businessId: string, signal?: AbortSignal): Promise<ThemeOut> {
  return apiGet<ThemeOut>(`${business(businessId)}/theme`, { signal });
}

/** Replaces the whole theme; answers it as stored (trimmed, lower-case colours, rules applied). */
export function saveTheme(businessId: string, theme: Theme): Promise<ThemeOut> {
  return apiRequest<ThemeOut>('PUT', `${business(businessId)}/theme`, { theme });
}

/** The saved mapping merged with every option and value the catalog has now. */
export function fetchOptionsMap(signal?: AbortSignal): Promise<OptionsMap> {
  return apiGet<OptionsMap>(OPTIONS_PATH, { signal });
}

/** Replaces the whole map; answers the merged map. */
export function saveOptionsMap(map: OptionsMap): Promise<OptionsMap> {
  return apiRequest<OptionsMap>('PUT', OPTIONS_PATH, map);
}

/** What the logo call answers. */
/** Sets the business logo to an address `uploadImage` returned, or removes it with "". */
export function saveLogo(businessId: string, logoUrl: string): Promise<LogoOut> {
  return apiRequest<LogoOut>('PUT', business(businessId), { appearance: { logo_url: logoUrl } });
}
