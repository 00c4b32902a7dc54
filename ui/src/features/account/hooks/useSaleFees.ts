/** The sale fees section's data, loaded after mount like the rest of the account page's cards. */
import { useEffect, useState } from 'react';
import type { SaleFees } from '../../../generated/SaleFees';
import { fetchSaleFees } from '../api/saleFees';

export type SaleFeesLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; fees: SaleFees };

export function useSaleFees(): SaleFeesLoad {
  const [load, setLoad] = useState<SaleFeesLoad>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchSaleFees(controller.signal).then(
      (fees) => setLoad({ state: 'ready', fees }),
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return load;
}
