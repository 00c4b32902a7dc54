/**
 * The sticky cart bar of an instant store page: the notice a cart form returned with, the
 * visitor's cart count (a link to the cart section) and the checkout form. The page is cached for every visitor, so the
 * count, the checkout button's state and the notice are slots the server fills per request
 * (`CachedPage` in server/src/features/public/page.rs).
 */
import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { CheckoutButton } from '../../components/InstantStoreParts';
import type { Theme } from '../../generated/Theme';
import { useT } from '../../i18n/useT';
import { CartNotices } from './CartNotices';
import { CART_ANCHOR } from './CartSection';

/** Markup the server replaces with the visitor's count (`CART_SLOT` in public/page.rs). */
export const CART_SLOT_VALUE = 'slot';

interface Props {
  /** `POST` target of the checkout form. */
  action: string;
  /** The business's theme: the checkout button's shape and colours, the cart icon. */
  look: Theme;
}

/** The theme's cart icons (validated by the server to these three). */
const CART_ICONS = { cart1: 'cart1', cart2: 'cart2', cart3: 'cart3' } as const;

export function CartBar({ action, look }: Props) {
  const t = useT();
  return (
    <Dock>
      <CartNotices />
      <Bar method="post" action={action}>
        <Count href={`#${CART_ANCHOR}`} aria-label={t('instantStore.viewCart')}>
          <Icon name={CART_ICONS[look.cart_button_icon as keyof typeof CART_ICONS] ?? 'cart1'} size={22} />
          <span data-cart-count={CART_SLOT_VALUE}>0</span>
        </Count>
        {/* The server writes `disabled` here while the visitor's cart is empty (`CHECKOUT_SLOT`). */}
        <CheckoutButton
          type="submit"
          data-checkout={CART_SLOT_VALUE}
          $radius={look.checkout_button_shape}
          $background={look.checkout_button_background_color}
          $color={look.checkout_button_font_color}
          $border={look.checkout_button_border_color}
        >
          {t('instantStore.checkout')}
        </CheckoutButton>
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

const Count = styled.a`
  color: inherit;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
