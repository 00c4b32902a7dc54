/**
 * What the cart and checkout forms tell the shopper on the page they return to ("Added to your
 * cart", "sold out"...). The page is cached for every visitor and ships no JavaScript, so every
 * notice is rendered hidden and the server reveals the one the form asked for by rewriting its
 * `data-notice-slot` attribute (`CartNotice` and `page::serve` in server/src/features/public).
 */
import styled from 'styled-components';
import type { MessageKey } from '../../i18n/catalogue';
import { useT } from '../../i18n/useT';

/** Notice values, as the server's `CartNotice::value` spells them, with their text. */
export const CART_NOTICES: ReadonlyArray<readonly [string, MessageKey]> = [
  ['added', 'instantStore.notice.added'],
  ['soldout', 'instantStore.notice.soldOut'],
  ['empty', 'instantStore.notice.empty'],
  ['updated', 'instantStore.notice.updated'],
  ['unavailable', 'instantStore.notice.unavailable'],
];

export function CartNotices() {
  const t = useT();
  return (
    <>
      {CART_NOTICES.map(([value, key]) => (
        <Notice key={value} data-notice-slot={value} $tone={value === 'added' || value === 'updated' ? 'good' : 'warn'}>
          {t(key)}
        </Notice>
      ))}
    </>
  );
}

const Notice = styled.p<{ $tone: 'good' | 'warn' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.successSoft : theme.colors.warningSoft)};
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : theme.colors.warning)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &[data-notice-slot] {
    display: none;
  }
`;
