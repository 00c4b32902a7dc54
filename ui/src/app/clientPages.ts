/**
 * Lazy page loaders for the browser bundle: each page module is fetched with a dynamic import
 * only when that page is shown. The build makes each one a chunk, or puts small pages of one
 * flow in one chunk (`PAGE_CHUNKS` in ssr-bundle/chunks.mjs); the document preloads it.
 */
import { pageModuleFor, type PageModule } from './pageModules';
import type { PageComponent } from '../lib/pageTypes';

const LOADERS: Readonly<Record<PageModule, () => Promise<PageComponent>>> = {
  welcome: () => import('../pages/WelcomePage').then((m) => m.WelcomePage),
  login: () => import('../pages/LoginPage').then((m) => m.LoginPage),
  loginInfluencer: () => import('../pages/LoginInfluencerPage').then((m) => m.LoginInfluencerPage),
  register: () => import('../pages/RegisterPage').then((m) => m.RegisterPage),
  registerStore: () => import('../pages/RegisterStorePage').then((m) => m.RegisterStorePage),
  loginStore: () => import('../pages/LoginStorePage').then((m) => m.LoginStorePage),
  storeAuth: () => import('../pages/StoreAuthPage').then((m) => m.StoreAuthPage),
  home: () => import('../pages/HomePage').then((m) => m.HomePage),
  verifyAccount: () => import('../pages/VerifyAccountPage').then((m) => m.VerifyAccountPage),
  forgotPassword: () => import('../pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  forgotPasswordInfluencer: () => import('../pages/ForgotPasswordInfluencerPage').then((m) => m.ForgotPasswordInfluencerPage),
  resetPassword: () => import('../pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  registerRequest: () => import('../pages/RegisterRequestPage').then((m) => m.RegisterRequestPage),
  privacyPolicy: () => import('../pages/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
  terms: () => import('../pages/TermsPage').then((m) => m.TermsPage),
  helpShopify: () => import('../pages/HelpShopifyPage').then((m) => m.HelpShopifyPage),
  pricingPlans: () => import('../pages/PricingPlansPage').then((m) => m.PricingPlansPage),
  myAccount: () => import('../pages/MyAccountPage').then((m) => m.MyAccountPage),
  links: () => import('../pages/LinksPage').then((m) => m.LinksPage),
  shorts: () => import('../pages/ShortsPage').then((m) => m.ShortsPage),
  multilinks: () => import('../pages/MultilinksPage').then((m) => m.MultilinksPage),
  influencers: () => import('../pages/InfluencersPage').then((m) => m.InfluencersPage),
  analytics: () => import('../pages/AnalyticsPage').then((m) => m.AnalyticsPage),
  trends: () => import('../pages/TrendsPage').then((m) => m.TrendsPage),
  appearance: () => import('../pages/AppearancePage').then((m) => m.AppearancePage),
  settings: () => import('../pages/SettingsPage').then((m) => m.SettingsPage),
  shopboard: () => import('../pages/ShopboardPage').then((m) => m.ShopboardPage),
  magicStore: () => import('../pages/MagicStorePage').then((m) => m.MagicStorePage),
  socialAuth: () => import('../pages/SocialAuthPage').then((m) => m.SocialAuthPage),
  notFound: () => import('../pages/NotFoundPage').then((m) => m.NotFoundPage),
  devMailbox: () => import('../pages/DevMailboxPage').then((m) => m.DevMailboxPage),
  // Served without the app bundle (these pages are not hydrated); kept for exhaustiveness.
  instantStore: () => import('../features/instantStore/InstantStorePage').then((m) => m.InstantStorePage),
  shopboardFeed: () => import('../features/instantStore/FeedPage').then((m) => m.FeedPage),
};

export function loadPage(page: string): Promise<PageComponent> {
  return LOADERS[pageModuleFor(page)]();
}
