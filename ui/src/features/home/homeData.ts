/**
 * What the server may put in home's page data (docs/home.md#first-paint): `{user: UserDetails}`,
 * the answer of `POST /api/auth/verify`. With it the logo and the to-do list are in the server's
 * markup; without it (null, or anything else) the page asks for the details after mount.
 */
import type { UserDetails } from '../../generated/UserDetails';

export function detailsFromPageData(data: unknown): UserDetails | null {
  if (typeof data !== 'object' || data === null || !('user' in data)) return null;
  const user = (data as { user: unknown }).user;
  if (typeof user !== 'object' || user === null) return null;
  const details = user as Partial<UserDetails>;
  return typeof details.username === 'string' && typeof details.brand === 'object' && details.brand !== null && typeof details.utmParams === 'object'
    ? (user as UserDetails)
    : null;
}
