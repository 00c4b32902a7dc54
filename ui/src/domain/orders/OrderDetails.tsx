/**
 * The items of an opened order row (docs/analytics.md#recent-orders), for the link previews'
 * orders and home's: image, title, variant title (hidden when it reads "None" or is missing),
 * price and quantity; a loader while they come; more than three items scroll inside the row.
 */
import styled, { css } from 'styled-components';
import { Spinner } from '../../components/Spinner';
import { Thumb } from '../../components/TableParts';
import { useT } from '../../i18n/useT';
import type { DetailsState } from './useOrderDetails';
import { money } from '../links/figures';
import { formatMoney } from '../../lib/format';
import { ITEMS_BEFORE_SCROLL, itemsScroll } from './orderItems';
import { visibleVariantTitle } from './orderStatus';

/** One item's height and the gap between items, in px: the scroll box shows three exactly. */
const ITEM_HEIGHT = 48;
const ITEM_GAP = 8;

interface Props {
  state: DetailsState | undefined;
  currency: string;
}

export function OrderDetails({ state, currency }: Props) {
  const t = useT();
  if (!state || state.status === 'loading') {
    return (
      <Center>
        <Spinner label={t('orders.loadingItems')} size={24} />
      </Center>
    );
  }
  if (state.items.length === 0) return <Center>{t('orders.none')}</Center>;
  const scroll = itemsScroll(state.items.length);
  return (
    <Items $scroll={scroll} tabIndex={scroll ? 0 : undefined} aria-label={t('orders.itemsList')} data-order-items="">
      {state.items.map((item, index) => {
        const variant = visibleVariantTitle(item.variant_title);
        return (
          <Item key={`${item.title}-${index}`}>
            {item.image ? <Thumb src={item.image} alt="" /> : <Thumb as="span" />}
            <Text>
              <strong>{item.title}</strong>
              {variant && <Muted>{variant}</Muted>}
            </Text>
            <Muted>{t('orders.quantity', { quantity: item.quantity })}</Muted>
            <span>{formatMoney(money(item.price), currency)}</span>
          </Item>
        );
      })}
    </Items>
  );
}

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Items = styled.ul<{ $scroll: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${ITEM_GAP}px;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  list-style: none;

  ${({ $scroll }) =>
    $scroll &&
    css`
      max-height: ${ITEMS_BEFORE_SCROLL * ITEM_HEIGHT + (ITEMS_BEFORE_SCROLL - 1) * ITEM_GAP + 16}px;
      overflow-y: auto;
    `}
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: ${ITEM_HEIGHT}px minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${ITEM_HEIGHT}px;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
