/**
 * Which navigation entries a user sees, and which are disabled (docs/dashboard.md#navigation). Pure
 * functions of the session user, so the sidebar, the mobile bars and the tests share one truth.
 */
import type { ClientConfig } from '../../generated/ClientConfig';
import type { PageId } from '../../generated/PageId';
import type { SessionUser } from '../../generated/SessionUser';
import type { MessageKey } from '../../i18n/catalogue';
import type { IconName } from '../../components/Icon';
import { PATHS } from '../../lib/routes';
import {
  canCreateContent,
  canSeeAnalytics,
  canSeeMagicStore,
  planState,
} from '../../lib/plan';

export type NavId =
  | 'home'
  | 'magicStore'
  | 'links'
  | 'shorts'
  | 'multilinks'
  | 'shopboard'
  | 'influencers'
  | 'trends'
  | 'analytics'
  | 'bookExpert'
  | 'appearance'
  | 'settings'
  | 'help'
  | 'myAccount';

export interface NavItem {
  id: NavId;
  labelKey: MessageKey;
  href: string;
  icon: IconName;
  /** Opens in a new tab (Book an expert). */
  external: boolean;
  /** Shown but not clickable: the area needs a connected store. */
  disabled: boolean;
  /** The page this entry leads to, for the active highlight; null for external links. */
  page: PageId | null;
}

/** Entries usable without a connected store ("entries are disabled without a store"; docs/dashboard.md#navigation). */
const WITHOUT_STORE: ReadonlySet<NavId> = new Set(['home', 'help', 'myAccount']);

function item(
  user: SessionUser,
  id: NavId,
  icon: IconName,
  href: string,
  page: PageId | null,
  external = false,
): NavItem {
  return {
    id,
    labelKey: `nav.${id}`,
    href,
    icon,
    external,
    disabled: !user.storeConnected && !WITHOUT_STORE.has(id),
    page,
  };
}

/** The desktop sidebar, in the order docs/dashboard.md#navigation gives. */
export function sidebarItems(user: SessionUser, config: ClientConfig): NavItem[] {
  const admin = user.isAdmin;
  const entries: Array<NavItem | false> = [
    item(user, 'home', 'home', PATHS.home, 'home'),
    canSeeMagicStore(user) && item(user, 'magicStore', 'sparkles', PATHS.magicStore, 'magicStore'),
    item(user, 'links', 'link', PATHS.links, 'links'),
    item(user, 'shorts', 'bolt', PATHS.shorts, 'shorts'),
    admin && item(user, 'multilinks', 'split', PATHS.multilinks, 'multilinks'),
    admin && item(user, 'shopboard', 'grid', PATHS.shopboard, 'shopboard'),
    admin && item(user, 'influencers', 'users', PATHS.influencers, 'influencers'),
    admin && item(user, 'trends', 'trend', PATHS.trends, 'trends'),
    canSeeAnalytics(user) && item(user, 'analytics', 'chart', PATHS.analytics, 'analytics'),
    admin && item(user, 'bookExpert', 'calendar', config.bookExpertUrl, null, true),
    admin && item(user, 'appearance', 'palette', PATHS.appearance, 'appearance'),
    admin && item(user, 'settings', 'gear', PATHS.settings, 'settings'),
    item(user, 'help', 'help', PATHS.helpShopify, 'helpShopify'),
  ];
  return entries.filter((entry): entry is NavItem => entry !== false);
}

/** The mobile bottom tab bar: Home, Links, Shorts, then Influencers (admin) or Analytics. */
export function mobileTabItems(user: SessionUser): NavItem[] {
  const entries: Array<NavItem | false> = [
    item(user, 'home', 'home', PATHS.home, 'home'),
    item(user, 'links', 'link', PATHS.links, 'links'),
    item(user, 'shorts', 'bolt', PATHS.shorts, 'shorts'),
    user.isAdmin
      ? item(user, 'influencers', 'users', PATHS.influencers, 'influencers')
      : canSeeAnalytics(user) && item(user, 'analytics', 'chart', PATHS.analytics, 'analytics'),
  ];
  return entries.filter((entry): entry is NavItem => entry !== false);
}

/** The mobile user drawer; Logout is an action and is added by the drawer itself. */
export function drawerItems(user: SessionUser): NavItem[] {
  const admin = user.isAdmin;
  const entries: Array<NavItem | false> = [
    admin && item(user, 'shopboard', 'grid', PATHS.shopboard, 'shopboard'),
    admin && item(user, 'multilinks', 'split', PATHS.multilinks, 'multilinks'),
    admin && item(user, 'trends', 'trend', PATHS.trends, 'trends'),
    canSeeAnalytics(user) && item(user, 'analytics', 'chart', PATHS.analytics, 'analytics'),
    item(user, 'myAccount', 'user', PATHS.myAccount, 'myAccount'),
    admin && item(user, 'appearance', 'palette', PATHS.appearance, 'appearance'),
    admin && item(user, 'settings', 'gear', PATHS.settings, 'settings'),
  ];
  return entries.filter((entry): entry is NavItem => entry !== false);
}

export type AddId = 'magicStore' | 'link' | 'short' | 'multilink' | 'influencer';

export interface AddItem {
  id: AddId;
  labelKey: MessageKey;
  href: string;
  icon: IconName;
}

/**
 * The mobile add menu (docs/dashboard.md#navigation). Create dialogs belong to the area pages, so
 * each entry opens its area with `?create=1` (docs/ui-decisions.md). Empty without a connected store.
 */
export function addMenuItems(user: SessionUser): AddItem[] {
  if (!user.storeConnected) return [];
  const { trialEnded } = planState(user);
  const create = canCreateContent(user);
  const entries: Array<AddItem | false> = [
    canSeeMagicStore(user) && {
      id: 'magicStore',
      labelKey: 'nav.add.magicStore',
      href: PATHS.magicStore,
      icon: 'sparkles',
    },
    create &&
      !trialEnded && {
        id: 'link',
        labelKey: 'nav.add.link',
        href: `${PATHS.links}?create=1`,
        icon: 'link',
      },
    create && {
      id: 'short',
      labelKey: 'nav.add.short',
      href: `${PATHS.shorts}?create=1`,
      icon: 'bolt',
    },
    user.isAdmin && {
      id: 'multilink',
      labelKey: 'nav.add.multilink',
      href: `${PATHS.multilinks}?create=1`,
      icon: 'split',
    },
    user.isAdmin &&
      !trialEnded && {
        id: 'influencer',
        labelKey: 'nav.add.influencer',
        href: `${PATHS.influencers}?create=1`,
        icon: 'users',
      },
  ];
  return entries.filter((entry): entry is AddItem => entry !== false);
}
