/**
 * Page components for the server bundle. The SSR engine runs one IIFE without dynamic imports,
 * so every page is imported statically here; the browser loads them lazily (clientPages.ts).
 */
import { AnalyticsPage } from '../pages/AnalyticsPage';
import { AppearancePage } from '../pages/AppearancePage';
import { DevMailboxPage } from '../pages/DevMailboxPage';
import { ForgotPasswordInfluencerPage } from '../pages/ForgotPasswordInfluencerPage';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { HelpShopifyPage } from '../pages/HelpShopifyPage';
import { HomePage } from '../pages/HomePage';
import { InfluencersPage } from '../pages/InfluencersPage';
import { LinksPage } from '../pages/LinksPage';
import { LoginInfluencerPage } from '../pages/LoginInfluencerPage';
import { LoginPage } from '../pages/LoginPage';
import { LoginStorePage } from '../pages/LoginStorePage';
import { MagicStorePage } from '../pages/MagicStorePage';
import { MultilinksPage } from '../pages/MultilinksPage';
import { MyAccountPage } from '../pages/MyAccountPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PricingPlansPage } from '../pages/PricingPlansPage';
import { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage';
import { RegisterPage } from '../pages/RegisterPage';
import { RegisterRequestPage } from '../pages/RegisterRequestPage';
import { RegisterStorePage } from '../pages/RegisterStorePage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { SettingsPage } from '../pages/SettingsPage';
import { ShopboardPage } from '../pages/ShopboardPage';
import { ShortsPage } from '../pages/ShortsPage';
import { SocialAuthPage } from '../pages/SocialAuthPage';
import { StoreAuthPage } from '../pages/StoreAuthPage';
import { TermsPage } from '../pages/TermsPage';
import { TrendsPage } from '../pages/TrendsPage';
import { VerifyAccountPage } from '../pages/VerifyAccountPage';
import { WelcomePage } from '../pages/WelcomePage';
import { InstantStorePage } from '../features/instantStore/InstantStorePage';
import { FeedPage } from '../features/instantStore/FeedPage';
import { pageModuleFor, type PageModule } from './pageModules';
import type { PageComponent } from '../lib/pageTypes';

const SERVER_PAGES: Readonly<Record<PageModule, PageComponent>> = {
  welcome: WelcomePage,
  login: LoginPage,
  loginInfluencer: LoginInfluencerPage,
  register: RegisterPage,
  registerStore: RegisterStorePage,
  loginStore: LoginStorePage,
  storeAuth: StoreAuthPage,
  home: HomePage,
  verifyAccount: VerifyAccountPage,
  forgotPassword: ForgotPasswordPage,
  forgotPasswordInfluencer: ForgotPasswordInfluencerPage,
  resetPassword: ResetPasswordPage,
  registerRequest: RegisterRequestPage,
  privacyPolicy: PrivacyPolicyPage,
  terms: TermsPage,
  helpShopify: HelpShopifyPage,
  pricingPlans: PricingPlansPage,
  myAccount: MyAccountPage,
  links: LinksPage,
  shorts: ShortsPage,
  multilinks: MultilinksPage,
  influencers: InfluencersPage,
  analytics: AnalyticsPage,
  trends: TrendsPage,
  appearance: AppearancePage,
  settings: SettingsPage,
  shopboard: ShopboardPage,
  magicStore: MagicStorePage,
  socialAuth: SocialAuthPage,
  notFound: NotFoundPage,
  devMailbox: DevMailboxPage,
  instantStore: InstantStorePage,
  shopboardFeed: FeedPage,
};

export function serverPageFor(page: string): PageComponent {
  return SERVER_PAGES[pageModuleFor(page)];
}
