/**
 * Which page module (and so which client chunk) renders each PageId. The record is exhaustive, so
 * a new PageId from Rust is a compile error here until someone decides how it renders.
 */
import type { PageId } from '../generated/PageId';

export type PageModule =
  | 'welcome'
  | 'login'
  | 'loginInfluencer'
  | 'register'
  | 'registerStore'
  | 'loginStore'
  | 'storeAuth'
  | 'home'
  | 'verifyAccount'
  | 'forgotPassword'
  | 'forgotPasswordInfluencer'
  | 'resetPassword'
  | 'registerRequest'
  | 'privacyPolicy'
  | 'terms'
  | 'helpShopify'
  | 'pricingPlans'
  | 'myAccount'
  | 'links'
  | 'shorts'
  | 'multilinks'
  | 'influencers'
  | 'analytics'
  | 'trends'
  | 'appearance'
  | 'settings'
  | 'shopboard'
  | 'magicStore'
  | 'socialAuth'
  | 'notFound'
  | 'devMailbox'
  | 'instantStore'
  | 'shopboardFeed';

export const PAGE_MODULES: Readonly<Record<PageId, PageModule>> = {
  welcome: 'welcome',
  login: 'login',
  notFound: 'notFound',
  devMailbox: 'devMailbox',
  loginInfluencer: 'loginInfluencer',
  loginStore: 'loginStore',
  register: 'register',
  registerStore: 'registerStore',
  registerRequest: 'registerRequest',
  forgotPassword: 'forgotPassword',
  forgotPasswordInfluencer: 'forgotPasswordInfluencer',
  resetPassword: 'resetPassword',
  verifyAccount: 'verifyAccount',
  storeAuth: 'storeAuth',
  privacyPolicy: 'privacyPolicy',
  terms: 'terms',
  pricingPlans: 'pricingPlans',
  helpShopify: 'helpShopify',
  socialAuth: 'socialAuth',
  home: 'home',
  shopboard: 'shopboard',
  magicStore: 'magicStore',
  influencers: 'influencers',
  shorts: 'shorts',
  links: 'links',
  multilinks: 'multilinks',
  trends: 'trends',
  analytics: 'analytics',
  myAccount: 'myAccount',
  settings: 'settings',
  appearance: 'appearance',
  instantStore: 'instantStore',
  shopboardFeed: 'shopboardFeed',
};

/** The module for a page id; an id this build does not know renders as not found. */
export function pageModuleFor(page: string): PageModule {
  return Object.prototype.hasOwnProperty.call(PAGE_MODULES, page)
    ? PAGE_MODULES[page as PageId]
    : 'notFound';
}
