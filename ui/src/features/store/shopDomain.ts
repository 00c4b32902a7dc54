/**
 * The shop address a merchant types to connect a store ("the store URL suffix is
 * the platform's standard shop-domain suffix"; docs/store.md#connect). The field takes just the
 * name; pasted addresses (`my-shop.myshopify.com`, `https://my-shop.myshopify.com/admin`,
 * `https://admin.shopify.com/store/my-shop`) are reduced to the name too. The server checks the
 * full domain against `^[a-z0-9][a-z0-9-]*\.myshopify\.com$` and stays the authority.
 */

/** Shopify's shop-domain suffix. A technical address part, not text: never translated. */
export const SHOP_DOMAIN_SUFFIX = '.myshopify.com';

/** The app URL that starts the OAuth install (server/src/features/store/install.rs). */
export const STORE_INSTALL_PATH = '/shopify/install';

/** Shopify shop names are at most 60 characters (our limit keeps the domain well under 255). */
export const SHOP_NAME_MAX = 60;

const NAME_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The shop name in what was typed or pasted: trimmed, lower-cased, without scheme, path,
 * `www.`, the `.myshopify.com` suffix, or the admin.shopify.com `/store/{name}` form.
 */
export function shopNameFromInput(raw: string): string {
  let text = raw.trim().toLowerCase();
  text = text.replace(/^[a-z]+:\/\//, '');
  const admin = /^admin\.shopify\.com\/store\/([^/?#]+)/.exec(text);
  if (admin?.[1]) return admin[1];
  text = text.split(/[/?#]/, 1)[0] ?? '';
  text = text.replace(/^www\./, '');
  if (text.endsWith(SHOP_DOMAIN_SUFFIX)) text = text.slice(0, -SHOP_DOMAIN_SUFFIX.length);
  return text;
}

export type ShopNameProblem = 'empty' | 'format' | 'length';

/** Why a shop name cannot be used, or null when it can. */
export function shopNameProblem(name: string): ShopNameProblem | null {
  if (name === '') return 'empty';
  if (name.length > SHOP_NAME_MAX) return 'length';
  if (!NAME_PATTERN.test(name)) return 'format';
  return null;
}

/** The full shop domain for a valid name, or null. */
export function shopDomainFromInput(raw: string): string | null {
  const name = shopNameFromInput(raw);
  return shopNameProblem(name) === null ? `${name}${SHOP_DOMAIN_SUFFIX}` : null;
}

/** Where the browser goes to connect the shop (a full page load into the OAuth flow). */
export function installUrl(shopDomain: string): string {
  return `${STORE_INSTALL_PATH}?shop=${encodeURIComponent(shopDomain)}`;
}
