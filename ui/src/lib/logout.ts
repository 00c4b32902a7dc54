/**
 * Logout: ask the server to end the session, then load the login page (or `to`) whatever the
 * answer, because a failed call must never leave the user looking signed in.
 */
import { apiPost } from './api';

export async function logout(to = '/login'): Promise<void> {
  try {
    await apiPost('/auth/logout');
  } catch {
    // The session may already be gone or the endpoint unavailable; login is the right place.
  }
  window.location.assign(to);
}
