/**
 * Top-performing products of a link (docs/analytics.md#top-products) over the preview's range:
 * four rows of 105px (95px on mobile) per page, the pager sized by the products count call.
 */
import { RankedProductsTable } from '../../../domain/products/RankedProductsTable';
import type { DateRange } from '../../../lib/dateRange';
import { TOP_PRODUCTS_PAGE_SIZE, useTopProducts } from '../hooks/useTopProducts';

interface Props {
  linkId: string;
  currency: string;
  showRevenue: boolean;
  /** The preview's range; null until the merchant's today is known. */
  range: DateRange | null;
}

export function TopProductsTable({ linkId, currency, showRevenue, range }: Props) {
  const data = useTopProducts(linkId, range);
  return (
    <RankedProductsTable
      id={linkId}
      data={data}
      pageSize={TOP_PRODUCTS_PAGE_SIZE}
      rowHeight={105}
      mobileRowHeight={95}
      currency={currency}
      showRevenue={showRevenue}
    />
  );
}
