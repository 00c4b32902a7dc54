/**
 * The signed-in user's details (`POST /api/auth/verify`, docs/accounts.md#sessions) for a screen
 * that shows more than page props carry (the logo, the to-do list): those the server already put
 * in the page data, else asked once after mount. Null until known; a failed call is logged and
 * leaves them unknown, so the screen shows what it can without them.
 */
import { useState } from 'react';
import type { UserDetails } from '../generated/UserDetails';
import { fetchUserDetails } from '../lib/userDetails';
import { useMountEffect } from './useMountEffect';

export function useUserDetails(initial: UserDetails | null = null): UserDetails | null {
  const [details, setDetails] = useState(initial);
  useMountEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    fetchUserDetails({ signal: controller.signal }).then(
      (loaded) => {
        if (!controller.signal.aborted) setDetails(loaded);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Loading the user details failed', error);
      },
    );
    return () => controller.abort();
  });
  return details;
}
