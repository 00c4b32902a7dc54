/**
 * The sticky cart bar of an instant store page: the notice a cart form returned with, the
 * visitor's cart count and the checkout form. The page is cached for every visitor, so the
 * count, the checkout button's state and the notice are slots the server fills per request
 * (`CachedPage` in server/src/features/storefront/page.rs).
 */
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { CartNotices } from './CartNotices';

/** Markup the server replaces with the visitor's count (`CART_SLOT` in storefront/page.rs). */
export const CART_SLOT_VALUE = 'slot';

interface Props {
  /** `POST` target of the checkout form. */
  action: string;
}

export function CartBar({ action }: Props) {
  const t = useT();
  return (
    <Dock>
      <CartNotices />
      <Bar method="post" action={action}>
        <span>
          {t('instantStore.cart')} <span data-cart-count={CART_SLOT_VALUE}>0</span>
        </span>
        {/* The server writes `disabled` here while the visitor's cart is empty (`CHECKOUT_SLOT`). */}
        <Checkout type="submit" data-checkout={CART_SLOT_VALUE}>
          {t('instantStore.checkout')}
        </Checkout>
      </Bar>
    </Dock>
  );
}

const Dock = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.form`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Checkout = styled.button`
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.xl};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:disabled {
    background: ${({ theme }) => theme.colors.disabled};
  }
`;
