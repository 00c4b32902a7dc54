/**
 * The user details home reads for its logo and to-do list (docs/home.md#first-paint): those the
 * server put in the page data, else `POST /api/auth/verify` after mount. Null until they are
 * known; a failed call is logged and leaves them unknown (no logo, no to-do list).
 */
import { useState } from 'react';
import type { UserDetails } from '../../../generated/UserDetails';
import { useMountEffect } from '../../../hooks/useMountEffect';
import { fetchUserDetails } from '../../../lib/userDetails';

export function useHomeDetails(initial: UserDetails | null): UserDetails | null {
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
