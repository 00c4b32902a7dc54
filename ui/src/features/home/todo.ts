/**
 * Home's setup to-do list (docs/home.md#to-do-list): five tasks, each done when the merchant's
 * details say so, read from the user details so a task turns done by itself once the page that
 * sets it (Appearance or Settings) has saved it.
 */
import type { SessionUser } from '../../generated/SessionUser';
import type { UserDetails } from '../../generated/UserDetails';

export type TodoId = 'logo' | 'theme' | 'shipping' | 'utm' | 'analytics';

/** The page that completes a task; each task leads there. */
export type TodoPage = 'appearance' | 'settings';

export interface TodoTask {
  id: TodoId;
  page: TodoPage;
  done: boolean;
}

/** What the tasks read of the user details: the logo, the theme's `isInitial` and the settings. */
export type TodoSource = Pick<UserDetails, 'businessLogo' | 'brand' | 'settings'>;

const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** The five tasks in the order the list shows them. */
export function todoTasks(source: TodoSource): TodoTask[] {
  const { settings } = source;
  const utm = settings.utmParams;
  return [
    { id: 'logo', page: 'appearance', done: filled(source.businessLogo) },
    // The theme is the initial one until the merchant saves their own (or a store disconnect resets it).
    { id: 'theme', page: 'appearance', done: !source.brand.theme.isInitial },
    { id: 'shipping', page: 'settings', done: filled(settings.shippingAndReturnsUrl) },
    { id: 'utm', page: 'settings', done: [utm.source, utm.medium, utm.campaign, utm.term, utm.content].some(filled) },
    { id: 'analytics', page: 'settings', done: filled(settings.facebookPixelId) || filled(settings.googleAnalyticsId) },
  ];
}

/** The task the list opens with: the first one not done; null when all are done. */
export function firstOpenTask(tasks: readonly TodoTask[]): TodoId | null {
  return tasks.find((task) => !task.done)?.id ?? null;
}

/** Admins only, and only while a task is open. */
export function showsTodo(user: Pick<SessionUser, 'isAdmin'>, tasks: readonly TodoTask[]): boolean {
  return user.isAdmin && firstOpenTask(tasks) !== null;
}
