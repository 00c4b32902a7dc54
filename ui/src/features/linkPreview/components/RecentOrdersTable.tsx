/**
 * Recent orders of a link (docs/analytics.md#recent-orders; admins only): order, date, status tag
 * (paid green, refunded orange, else yellow), products and total. Five rows of 62px (76px on
 * mobile) are visible; scrolling near the end loads more. A row opens once to fetch its items.
 */
import { Fragment, useState, type UIEvent } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../../../components/Icon';
import { TableFrame } from '../../../components/TableFrame';
import { EmptyCell, Table, TableHeading, TableSection, Td, Th, Tr } from '../../../components/TableParts';
import { Tag } from '../../../components/Tag';
import { useT } from '../../../i18n/useT';
import { money } from '../../../lib/links/figures';
import { formatDayMonthYear, formatMoney } from '../../../lib/links/format';
import { focusRing } from '../../../theme/mixins';
import { useOrderDetails } from '../hooks/useOrderDetails';
import { useOrders } from '../hooks/useOrders';
import { orderStatusKey, orderTagTone } from '../orderStatus';
import { OrderDetails } from './OrderDetails';

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
  const orders = useOrders(linkId, true);
  const { details, request } = useOrderDetails(linkId);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const statusLabel = (status: string) => {
    const key = orderStatusKey(status);
    return key ? t(key) : status;
  };

  const toggle = (orderId: string) => {
    request(orderId);
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(orderId)) next.delete(orderId);
      else next.add(orderId);
      return next;
    });
  };

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight < LOAD_MORE_MARGIN) orders.loadMore();
  };

  return (
    <TableSection aria-labelledby={`orders-${linkId}`}>
      <TableHeading id={`orders-${linkId}`}>{t('linkPreview.orders.title')}</TableHeading>
      <TableFrame
        maxHeight={HEADER_HEIGHT + VISIBLE_ROWS * ROW_HEIGHT}
        mobileMaxHeight={HEADER_HEIGHT + VISIBLE_ROWS * ROW_HEIGHT_MOBILE}
        onScroll={handleScroll}
      >
        <Table>
          <thead>
            <tr>
              <Th>{t('linkPreview.orders.order')}</Th>
              <Th>{t('linkPreview.orders.date')}</Th>
              <Th>{t('linkPreview.orders.status')}</Th>
              <Th>{t('linkPreview.orders.products')}</Th>
              <Th>{t('linkPreview.orders.total')}</Th>
              <Th aria-label={t('linkPreview.orders.items')} />
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
                      <Tag tone={orderTagTone(order.order_status)}>{statusLabel(order.order_status)}</Tag>
                    </Td>
                    <Td>{order.products_count}</Td>
                    <Td>{formatMoney(money(order.total_price), order.currency)}</Td>
                    <Td>
                      <ExpandButton
                        type="button"
                        aria-expanded={isOpen}
                        aria-label={t('linkPreview.orders.items')}
                        $open={isOpen}
                        onClick={() => toggle(orderId)}
                      >
                        <Icon name="chevronDown" size={18} />
                      </ExpandButton>
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
                <EmptyCell colSpan={6}>{orders.loading ? t('common.loading') : t('linkPreview.table.empty')}</EmptyCell>
              </tr>
            )}
          </tbody>
        </Table>
      </TableFrame>
    </TableSection>
  );
}

const ExpandButton = styled.button<{ $open: boolean }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}

  ${({ $open }) =>
    $open &&
    css`
      transform: rotate(180deg);
    `}
`;
