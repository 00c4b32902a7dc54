/**
 * Which rows of an order list are open, and their items: each row's items are fetched the
 * first time it opens and kept after that ("rows expand to fetch details once"; docs/analytics.md#recent-orders): the link
 * previews' orders and home's recent orders pass their own details call. A failed call is
 * logged and leaves the row with no items, with no message (the product's rule for order loads).
 */
import { useCallback, useRef, useState } from 'react';
import type { LinkOrderItem } from '../../generated/LinkOrderItem';

export type DetailsState = { status: 'loading' } | { status: 'ready'; items: LinkOrderItem[] };

/** Reads the items of one order. */
export type OrderDetailsFetcher = (orderId: string) => Promise<LinkOrderItem[]>;

export function useOrderDetails(fetchDetails: OrderDetailsFetcher) {
  const [details, setDetails] = useState<Readonly<Record<string, DetailsState>>>({});
  const requested = useRef(new Set<string>());
  const fetchRef = useRef(fetchDetails);
  fetchRef.current = fetchDetails;

  const request = useCallback((orderId: string) => {
    if (requested.current.has(orderId)) return;
    requested.current.add(orderId);
    setDetails((previous) => ({ ...previous, [orderId]: { status: 'loading' } }));
    fetchRef
      .current(orderId)
      .then((items) => setDetails((previous) => ({ ...previous, [orderId]: { status: 'ready', items } })))
      .catch((error: unknown) => {
        console.error('Loading the order details failed', error);
        setDetails((previous) => ({ ...previous, [orderId]: { status: 'ready', items: [] } }));
      });
  }, []);

  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  /** Opens or closes a row; the first opening asks for its items. */
  const toggle = useCallback(
    (orderId: string) => {
      request(orderId);
      setOpen((previous) => {
        const next = new Set(previous);
        if (next.has(orderId)) next.delete(orderId);
        else next.add(orderId);
        return next;
      });
    },
    [request],
  );

  return { details, open, toggle };
}
