/**
 * Today in the merchant's time zone (docs/dashboard.md#date-range-selector). The server markup
 * and the first render use the UTC day, so they match whatever the browser's zone (the SSR
 * engine has no `Intl` either); after mount the merchant's zone is read (once per page load) and
 * today becomes that zone's day. Until then `timeZone` is null: screens wait for it before
 * asking for figures, so they never ask for a day that is not yet "today" where the merchant is.
 */
import { useEffect, useState } from 'react';
import { utcDay, zonedDay, type Day } from '../lib/days';
import { merchantTimeZone } from '../lib/userDetails';

export interface Today {
  today: Day;
  /** The merchant's IANA zone; null until read. */
  timeZone: string | null;
}

export function useToday(): Today {
  const [state, setState] = useState<Today>(() => ({ today: utcDay(new Date()), timeZone: null }));
  useEffect(() => {
    let live = true;
    void merchantTimeZone().then((timeZone) => {
      if (live) setState({ today: zonedDay(new Date(), timeZone), timeZone });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
