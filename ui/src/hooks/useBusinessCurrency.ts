/**
 * The currency of the business's prices (`businessCurrency`, read once per page load), for
 * screens that show catalog prices, which come without it. Null until read, and when it cannot be.
 */
import { useEffect, useState } from 'react';
import { businessCurrency } from '../lib/userDetails';

export function useBusinessCurrency(): string | null {
  const [currency, setCurrency] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void businessCurrency().then((read) => {
      if (live) setCurrency(read);
    });
    return () => {
      live = false;
    };
  }, []);
  return currency;
}
