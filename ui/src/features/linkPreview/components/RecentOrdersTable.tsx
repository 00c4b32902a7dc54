/**
 * Recent orders of a link (docs/analytics.md#recent-orders; admins only): order, date, status tag
 * (paid green, refunded orange, else yellow), products and total. Five rows of 62px (76px on
 * mobile) are visible; scrolling near the end loads more. A row opens once to fetch its items.
 */
import { Fragment, useMemo, type UIEvent } from 'react';
import { ExpandButton } from '../../../domain/orders/ExpandButton';
import { OrderDetails } from '../../../domain/orders/OrderDetails';
import { OrderStatusTag } from '../../../domain/orders/OrderStatusTag';
import { TableFrame } from '../../../components/TableFrame';
import { EmptyCell, Table, TableHeading, TableSection, Td, Th, Tr } from '../../../components/TableParts';
import { useOrderDetails } from '../../../domain/orders/useOrderDetails';
import { useOrderPages } from '../../../domain/orders/useOrderPages';
import { useT } from '../../../i18n/useT';
import { money } from '../../../domain/links/figures';
import { formatDayMonthYear, formatMoney } from '../../../lib/format';
import { linkOrdersCalls } from '../api/orders';

const ROW_HEIGHT = 62;
const ROW_HEIGHT_MOBILE = 76;
const VISIBLE_ROWS = 5;
const HEADER_HEIGHT = 40;
/** Load the next page when this close (px) to the bottom of the scroll box. */
const LOAD_MORE_MARGIN = ROW_HEIGHT * 2;

interface Props {
  linkId: string;
}

export function RecentOrdersTable({ linkId }: Props) {
  const t = useT();
  const calls = useMemo(() => linkOrdersCalls(linkId), [linkId]);
  const orders = useOrderPages(linkId, calls.fetchPage);
  const { details, open, toggle } = useOrderDetails(calls.fetchDetails);

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight < LOAD_MORE_MARGIN) orders.loadMore();
  };

  return (
    <TableSection aria-labelledby={`orders-${linkId}`}>
      <TableHeading id={`orders-${linkId}`}>{t('orders.title')}</TableHeading>
      <TableFrame
        maxHeight={HEADER_HEIGHT + VISIBLE_ROWS * ROW_HEIGHT}
        mobileMaxHeight={HEADER_HEIGHT + VISIBLE_ROWS * ROW_HEIGHT_MOBILE}
        onScroll={handleScroll}
      >
        <Table>
          <thead>
            <tr>
              <Th>{t('orders.order')}</Th>
              <Th>{t('orders.date')}</Th>
              <Th>{t('orders.status')}</Th>
              <Th>{t('orders.products')}</Th>
              <Th>{t('orders.total')}</Th>
              <Th aria-label={t('orders.items')} />
            </tr>
          </thead>
          <tbody>
            {orders.items.map((order) => {
              const orderId = order.order_id;
              const isOpen = open.has(orderId);
              return (
                <Fragment key={orderId}>
                  <Tr $height={ROW_HEIGHT} $mobileHeight={ROW_HEIGHT_MOBILE}>
                    <Td>
                      <a href={order.order_url} target="_blank" rel="noreferrer">
                        {order.name}
                      </a>
                    </Td>
                    <Td>{formatDayMonthYear(order.created_at)}</Td>
                    <Td>
                      <OrderStatusTag status={order.order_status} />
                    </Td>
                    <Td>{order.products_count}</Td>
                    <Td>{formatMoney(money(order.total_price), order.currency)}</Td>
                    <Td>
                      <ExpandButton open={isOpen} onToggle={() => toggle(orderId)} />
                    </Td>
                  </Tr>
                  {isOpen && (
                    <tr>
                      <Td colSpan={6}>
                        <OrderDetails state={details[orderId]} currency={order.currency} />
                      </Td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
            {orders.items.length === 0 && (
              <tr>
                <EmptyCell colSpan={6}>{orders.loading ? t('common.loading') : t('orders.none')}</EmptyCell>
              </tr>
            )}
          </tbody>
        </Table>
      </TableFrame>
    </TableSection>
  );
}
