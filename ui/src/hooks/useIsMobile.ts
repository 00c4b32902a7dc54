/**
 * Whether the window is under the 1000px mobile breakpoint. False on the server and the first
 * render, so markup matches; only behaviour (page-ahead distance) reads it, never layout.
 */
import { useEffect, useState } from 'react';
import { breakpoints } from '../theme/theme';

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(max-width: ${breakpoints.mobileBelow - 0.02}px)`);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return mobile;
}
