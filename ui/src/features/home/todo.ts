/**
 * Home's setup to-do list (docs/home.md#to-do-list): five tasks, each done when the merchant's
 * details say so, read from the user details so a task turns done by itself once the page that
 * sets it has saved it. The pixel and analytics ids are not in the details yet; until the server
 * sends them the Analytics task stays open rather than pretending.
 */
import type { SessionUser } from '../../generated/SessionUser';
import type { UserDetails } from '../../generated/UserDetails';

export type TodoId = 'logo' | 'theme' | 'shipping' | 'utm' | 'analytics';

/** The page that completes a task (not built yet: the tasks say so). */
export type TodoPage = 'appearance' | 'settings';

export interface TodoTask {
  id: TodoId;
  page: TodoPage;
  done: boolean;
}

/**
 * What the tasks read. `facebookPixelId` and `googleAnalyticsId` are optional: the user details
 * do not carry them yet, and a details object without them reads as "not set".
 */
export type TodoSource = Pick<UserDetails, 'businessLogo' | 'brand' | 'shippingAndReturnsUrl' | 'utmParams'> & {
  facebookPixelId?: string | null;
  googleAnalyticsId?: string | null;
};

const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/**
 * The theme is the initial one until the merchant saves their own: no theme at all, or one the
 * server still marks `isInitial`.
 */
export function themeCustomized(theme: Record<string, unknown> | null): boolean {
  return theme !== null && theme.isInitial !== true;
}

/** The five tasks in the order the list shows them. */
export function todoTasks(source: TodoSource): TodoTask[] {
  const utm = source.utmParams;
  return [
    { id: 'logo', page: 'appearance', done: filled(source.businessLogo) || filled(source.brand.logoUrl) },
    { id: 'theme', page: 'appearance', done: themeCustomized(source.brand.theme) },
    { id: 'shipping', page: 'settings', done: filled(source.shippingAndReturnsUrl) },
    { id: 'utm', page: 'settings', done: [utm.source, utm.medium, utm.campaign, utm.term, utm.content].some(filled) },
    { id: 'analytics', page: 'settings', done: filled(source.facebookPixelId) || filled(source.googleAnalyticsId) },
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
