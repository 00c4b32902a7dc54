/**
 * The items of one order, fetched the first time its row opens and kept after that
 * ("Order rows expand to fetch details once"; docs/analytics.md#recent-orders).
 */
import { useCallback, useRef, useState } from 'react';
import type { LinkOrderItem } from '../../../generated/LinkOrderItem';
import { fetchOrderDetails } from '../api/orders';

export type DetailsState = { status: 'loading' } | { status: 'ready'; items: LinkOrderItem[] };

export function useOrderDetails(linkId: string) {
  const [details, setDetails] = useState<Readonly<Record<string, DetailsState>>>({});
  const requested = useRef(new Set<string>());

  const request = useCallback(
    (orderId: string) => {
      if (requested.current.has(orderId)) return;
      requested.current.add(orderId);
      setDetails((previous) => ({ ...previous, [orderId]: { status: 'loading' } }));
      fetchOrderDetails(linkId, orderId)
        .then((items) => setDetails((previous) => ({ ...previous, [orderId]: { status: 'ready', items } })))
        .catch((error: unknown) => {
          console.error('Loading the order details failed', error);
          setDetails((previous) => ({ ...previous, [orderId]: { status: 'ready', items: [] } }));
        });
    },
    [linkId],
  );

  return { details, request };
}
