/**
 * Lazy page loaders for the browser bundle: each page module becomes its own chunk
 * (esbuild splitting), fetched with a dynamic import only when that page is shown.
 */
import { pageModuleFor, type PageModule } from './pageModules';
import type { PageComponent } from './pageTypes';

const LOADERS: Readonly<Record<PageModule, () => Promise<PageComponent>>> = {
  welcome: () => import('../pages/WelcomePage').then((m) => m.WelcomePage),
  login: () => import('../pages/LoginPage').then((m) => m.LoginPage),
  notFound: () => import('../pages/NotFoundPage').then((m) => m.NotFoundPage),
  devMailbox: () => import('../pages/DevMailboxPage').then((m) => m.DevMailboxPage),
  comingSoon: () => import('../pages/ComingSoonPage').then((m) => m.ComingSoonPage),
};

export function loadPage(page: string): Promise<PageComponent> {
  return LOADERS[pageModuleFor(page)]();
}
