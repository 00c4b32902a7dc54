/**
 * Which page module (and so which client chunk) renders each PageId. Pages that are not built
 * yet share the coming-soon module. The record is exhaustive, so a new PageId from Rust is a
 * compile error here until someone decides how it renders.
 */
import type { PageId } from '../generated/PageId';

export type PageModule = 'welcome' | 'login' | 'notFound' | 'devMailbox' | 'comingSoon';

export const PAGE_MODULES: Readonly<Record<PageId, PageModule>> = {
  welcome: 'welcome',
  login: 'login',
  notFound: 'notFound',
  devMailbox: 'devMailbox',
  loginInfluencer: 'comingSoon',
  loginStore: 'comingSoon',
  register: 'comingSoon',
  registerStore: 'comingSoon',
  registerRequest: 'comingSoon',
  forgotPassword: 'comingSoon',
  forgotPasswordInfluencer: 'comingSoon',
  resetPassword: 'comingSoon',
  verifyAccount: 'comingSoon',
  storeAuth: 'comingSoon',
  privacyPolicy: 'comingSoon',
  terms: 'comingSoon',
  pricingPlans: 'comingSoon',
  helpShopify: 'comingSoon',
  socialAuth: 'comingSoon',
  home: 'comingSoon',
  shopboard: 'comingSoon',
  magicStore: 'comingSoon',
  influencers: 'comingSoon',
  shorts: 'comingSoon',
  links: 'comingSoon',
  multilinks: 'comingSoon',
  trends: 'comingSoon',
  analytics: 'comingSoon',
  myAccount: 'comingSoon',
  settings: 'comingSoon',
  appearance: 'comingSoon',
};

/** The module for a page id; an id this build does not know renders as not found. */
export function pageModuleFor(page: string): PageModule {
  return Object.prototype.hasOwnProperty.call(PAGE_MODULES, page)
    ? PAGE_MODULES[page as PageId]
    : 'notFound';
}
