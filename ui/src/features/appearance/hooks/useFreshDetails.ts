/**
 * The user details the page shows the logo from: asked after mount (`useUserDetails`), and asked
 * again after the page saved something they carry (the logo, the theme's initial flag), as the
 * product brief re-verifies the user after appearance changes. A failed refresh is logged and
 * keeps what was known.
 */
import { useCallback, useRef, useState } from 'react';
import type { UserDetails } from '../../../generated/UserDetails';
import { useUserDetails } from '../../../hooks/useUserDetails';
import { fetchUserDetails } from '../../../lib/userDetails';

export interface FreshDetails {
  details: UserDetails | null;
  refresh: () => void;
}

export function useFreshDetails(): FreshDetails {
  const first = useUserDetails();
  const [fresh, setFresh] = useState<UserDetails | null>(null);
  const asked = useRef(0);
  const refresh = useCallback(() => {
    const ticket = ++asked.current;
    fetchUserDetails().then(
      (loaded) => {
        if (ticket === asked.current) setFresh(loaded);
      },
      (error: unknown) => console.error('Refreshing the user details failed', error),
    );
  }, []);
  return { details: fresh ?? first, refresh };
}
