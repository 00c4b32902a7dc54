/**
 * The items of an opened order row (docs/analytics.md#recent-orders): image, title, variant title
 * (hidden when it reads "None" or is missing), price and quantity; a loader while they come.
 */
import styled from 'styled-components';
import { Spinner } from '../../../components/Spinner';
import { Thumb } from '../../../components/TableParts';
import { useT } from '../../../i18n/useT';
import { money } from '../../../lib/links/figures';
import { formatMoney } from '../../../lib/links/format';
import type { DetailsState } from '../hooks/useOrderDetails';
import { visibleVariantTitle } from '../orderStatus';

interface Props {
  state: DetailsState | undefined;
  currency: string;
}

export function OrderDetails({ state, currency }: Props) {
  const t = useT();
  if (!state || state.status === 'loading') {
    return (
      <Center>
        <Spinner label={t('linkPreview.orders.loadingItems')} size={24} />
      </Center>
    );
  }
  if (state.items.length === 0) return <Center>{t('linkPreview.table.empty')}</Center>;
  return (
    <Items>
      {state.items.map((item, index) => {
        const variant = visibleVariantTitle(item.variant_title);
        return (
          <Item key={`${item.title}-${index}`}>
            {item.image ? <Thumb src={item.image} alt="" /> : <Thumb as="span" />}
            <Text>
              <strong>{item.title}</strong>
              {variant && <Muted>{variant}</Muted>}
            </Text>
            <Muted>{t('linkPreview.orders.quantity', { quantity: item.quantity })}</Muted>
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

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 48px 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
