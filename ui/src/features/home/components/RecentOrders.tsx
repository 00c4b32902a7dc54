/**
 * Home's recent orders (docs/home.md#recent-orders), admins only: every attributed order of the
 * business, newest first, in a box that shows five rows and scrolls; nearing its end asks for the
 * next 20 while full pages came back. A row opens once to fetch its items. A failed load is
 * logged and shows the empty state, with no message (the product's rule for order loads).
 */
import type { UIEvent } from 'react';
import styled from 'styled-components';
import { Spinner } from '../../../components/Spinner';
import { useOrderDetails } from '../../../domain/orders/useOrderDetails';
import { useOrderPages } from '../../../domain/orders/useOrderPages';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../theme/mixins';
import { media } from '../../../theme/theme';
import { recentOrdersCalls } from '../api';
import { ORDER_ROW_HEIGHT, ORDER_ROW_HEIGHT_MOBILE, RecentOrderRow } from './RecentOrderRow';

const VISIBLE_ROWS = 5;
/** Ask for the next page when the box is this close (px) to its end: two rows. */
const LOAD_MORE_MARGIN = ORDER_ROW_HEIGHT * 2;

export function RecentOrders() {
  const t = useT();
  const orders = useOrderPages('home', recentOrdersCalls.fetchPage);
  const { details, open, toggle } = useOrderDetails(recentOrdersCalls.fetchDetails);

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight < LOAD_MORE_MARGIN) orders.loadMore();
  };

  let body;
  if (orders.loading) {
    body = (
      <Center>
        <Spinner label={t('common.loading')} />
      </Center>
    );
  } else if (orders.items.length === 0) {
    body = <Empty data-home-orders-empty="">{t('home.orders.empty')}</Empty>;
  } else {
    body = (
      <Box onScroll={handleScroll} tabIndex={0} aria-labelledby="home-orders-title" data-home-orders="">
        <Rows>
          {orders.items.map((order) => (
            <RecentOrderRow
              key={order.order_id}
              order={order}
              open={open.has(order.order_id)}
              details={details[order.order_id]}
              onToggle={() => toggle(order.order_id)}
            />
          ))}
        </Rows>
        {orders.loadingMore && (
          <Center>
            <Spinner label={t('home.orders.loadingMore')} size={24} />
          </Center>
        )}
      </Box>
    );
  }

  return (
    <Section aria-labelledby="home-orders-title">
      <Title id="home-orders-title">{t('orders.title')}</Title>
      {body}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Box = styled.div`
  max-height: ${VISIBLE_ROWS * ORDER_ROW_HEIGHT}px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${focusRing}

  ${media.mobile} {
    max-height: ${VISIBLE_ROWS * ORDER_ROW_HEIGHT_MOBILE}px;
  }
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
