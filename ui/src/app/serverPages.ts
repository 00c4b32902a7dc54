/**
 * Page components for the server bundle. The SSR engine runs one IIFE without dynamic imports,
 * so every page is imported statically here; the browser loads them lazily (clientPages.ts).
 */
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { DevMailboxPage } from '../pages/DevMailboxPage';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { WelcomePage } from '../pages/WelcomePage';
import { pageModuleFor, type PageModule } from './pageModules';
import type { PageComponent } from './pageTypes';

const SERVER_PAGES: Readonly<Record<PageModule, PageComponent>> = {
  welcome: WelcomePage,
  login: LoginPage,
  notFound: NotFoundPage,
  devMailbox: DevMailboxPage,
  comingSoon: ComingSoonPage,
};

export function serverPageFor(page: string): PageComponent {
  return SERVER_PAGES[pageModuleFor(page)];
}
