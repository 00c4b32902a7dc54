/**
 * The route table (docs/dashboard.md#routes): which path shows which page, which pages live in the
 * dashboard shell, and how wide each page may grow. The Rust server owns routing; this table
 * lets the client decide which links it can navigate to without a full page load, and keeps the
 * UI's idea of the paths testable.
 */
import type { PageId } from '../generated/PageId';

/** Social networks with an OAuth return route `/{social}/auth`. */
export const SOCIAL_NETWORKS = ['instagram', 'tiktok', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Canonical paths, for links. */
export const PATHS = {
  home: '/admin/home',
  shopboard: '/admin/shopboard',
  magicStore: '/admin/magic-store',
  influencers: '/admin/influencers',
  shorts: '/admin/shorts',
  links: '/admin/links',
  multilinks: '/admin/multilinks',
  trends: '/admin/trends',
  analytics: '/admin/analytics',
  myAccount: '/admin/my-account',
  settings: '/admin/settings',
  appearance: '/admin/appearance',
  /** The product brief names no path for the welcome page; this one is ours (docs/ui-decisions.md). */
  welcome: '/welcome',
  login: '/login',
  loginStore: '/login-store',
  loginInfluencer: '/login/influencer',
  register: '/register',
  registerStore: '/register-store',
  registerRequest: '/register-request',
  forgotPassword: '/forgot-password',
  forgotPasswordInfluencer: '/forgot-password/influencer',
  resetPassword: '/reset-password',
  storeAuth: '/auth',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  pricingPlans: '/pricing-plans',
  helpShopify: '/help/shopify',
  verifyAccount: '/verify-account',
  /** Development-only outbox viewer; the server answers it only with the file mail transport. */
  devMailbox: '/dev/mailbox',
} as const satisfies Partial<Record<PageId, string>>;

/** Pages rendered inside the dashboard shell (docs/dashboard.md#routes). */
export const DASHBOARD_PAGES = [
  'home',
  'shopboard',
  'magicStore',
  'influencers',
  'shorts',
  'links',
  'multilinks',
  'trends',
  'analytics',
  'myAccount',
  'settings',
  'appearance',
] as const satisfies readonly PageId[];

export type DashboardPageId = (typeof DASHBOARD_PAGES)[number];

const dashboardSet: ReadonlySet<PageId> = new Set(DASHBOARD_PAGES);

export function isDashboardPage(page: PageId): page is DashboardPageId {
  return dashboardSet.has(page);
}

/**
 * Sub-paths a dashboard area may carry (docs/dashboard.md#routes), e.g. `/admin/links/preview`,
 * optionally followed by ids (`/admin/links/edit/42`, `/admin/shopboard/posts/instagram/7`), as
 * the server's route table accepts.
 */
export const DASHBOARD_SUB_PATHS = ['preview', 'edit', 'links', 'shorts', 'influencers', 'posts'] as const;

/** Paths that only redirect (root and /admin go home; docs/dashboard.md#routes). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': PATHS.home,
  '/admin': PATHS.home,
};

/** Where unknown paths go (docs/dashboard.md#routes); the server then sends signed-out visitors to login. */
export const UNKNOWN_PATH_TARGET = PATHS.home;

/**
 * Page maximum width in px. The product brief lists the widths (1100, 750, 630, 700, 1500, 1230, 1200,
 * 500, 900) but not which route gets which; this mapping is ours (docs/ui-decisions.md).
 */
export const PAGE_WIDTHS: Readonly<Record<PageId, number>> = {
  home: 1230,
  shopboard: 1200,
  magicStore: 1100,
  influencers: 1230,
  shorts: 1230,
  links: 1230,
  multilinks: 1230,
  trends: 1500,
  analytics: 1500,
  myAccount: 750,
  settings: 900,
  appearance: 1100,
  welcome: 1100,
  login: 500,
  loginInfluencer: 500,
  loginStore: 500,
  register: 500,
  registerStore: 500,
  registerRequest: 630,
  forgotPassword: 500,
  forgotPasswordInfluencer: 500,
  resetPassword: 500,
  verifyAccount: 630,
  storeAuth: 700,
  privacyPolicy: 900,
  terms: 900,
  pricingPlans: 1200,
  helpShopify: 900,
  socialAuth: 630,
  notFound: 630,
  devMailbox: 900,
  instantStore: 630,
  shopboardFeed: 900,
};

/** The outcome of looking a path up. */
export type RouteMatch =
  | { kind: 'page'; page: PageId; social?: SocialNetwork }
  | { kind: 'redirect'; to: string };

const pageByPath: ReadonlyMap<string, PageId> = new Map(
  Object.entries(PATHS).map(([page, path]) => [path, page as PageId]),
);

const dashboardByArea: ReadonlyMap<string, PageId> = new Map(
  DASHBOARD_PAGES.map((page) => [PATHS[page], page]),
);

/** Drops a trailing slash (except for the root) so `/login/` and `/login` match alike. */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** Looks a path up; `null` means the path is unknown. */
export function matchRoute(rawPath: string): RouteMatch | null {
  const path = normalisePath(rawPath);
  const redirect = REDIRECTS[path];
  if (redirect) return { kind: 'redirect', to: redirect };

  const page = pageByPath.get(path);
  if (page) return { kind: 'page', page };

  const segments = path.split('/').slice(1);
  const [first, second, third, fourth, ...rest] = segments;

  if (segments.length === 2 && second === 'auth' && isSocialNetwork(first)) {
    return { kind: 'page', page: 'socialAuth', social: first };
  }

  if (first === 'admin' && second && third) {
    const area = dashboardByArea.get(`/admin/${second}`);
    const subPathOk = (DASHBOARD_SUB_PATHS as readonly string[]).includes(third);
    const idsOk = [fourth, ...rest].every((segment) => segment === undefined || segment !== '');
    if (area && subPathOk && idsOk) return { kind: 'page', page: area };
  }

  if (first === 'dev' && second === 'mailbox' && third && fourth === undefined) {
    return { kind: 'page', page: 'devMailbox' };
  }
  return null;
}

/**
 * What the app shows for a path: the matched page, the redirect target's page, or the
 * not-found page when the path is unknown (the server redirects unknown paths home instead).
 */
export function pageForPath(path: string): PageId {
  const match = matchRoute(path);
  if (!match) return 'notFound';
  if (match.kind === 'page') return match.page;
  const target = matchRoute(match.to);
  return target?.kind === 'page' ? target.page : 'notFound';
}

function isSocialNetwork(value: string | undefined): value is SocialNetwork {
  return (SOCIAL_NETWORKS as readonly string[]).includes(value ?? '');
}
