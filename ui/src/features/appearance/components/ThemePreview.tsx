/**
 * The live preview (docs/appearance.md#the-page): a phone-sized instant store page drawn from the draft — the strip,
 * the logo or store name, the influencer line, the promocode display with the sample code OFF15,
 * a product card (image corners, the Sold out button and the preorder text under it) and the cart
 * bar (cart icon, and the checkout button with the sample amount $456). The strip and the checkout
 * button are the page's own (components/InstantStoreParts), the rest follows the page's drawing
 * (features/instantStore) in look; the texts are the instant store's catalogue strings, so the
 * preview reads as shoppers will read it. Sample values are marked as such.
 */
import styled from 'styled-components';
import { Icon } from '../../../components/Icon';
import { CheckoutButton, SalesStripBar } from '../../../components/InstantStoreParts';
import type { Theme } from '../../../generated/Theme';
import { useT } from '../../../i18n/useT';
import { CART_ICONS, shownSentences, type CartIcon } from '../themeDraft';

/** The preview's sample checkout amount and promocode (docs/appearance.md#the-page). */
export const SAMPLE_AMOUNT = '$456';
export const SAMPLE_CODE = 'OFF15';

const PROMO_SHADOW = '0 0 10px rgba(0, 0, 0, 0.1)';

interface Props {
  look: Theme;
  storeName: string;
  logo: string | null | undefined;
}

export function ThemePreview({ look, storeName, logo }: Props) {
  const t = useT();
  const sentences = look.is_shipping_and_sales_strip_shown ? shownSentences(look) : [];
  const cartIcon: CartIcon = (CART_ICONS as readonly string[]).includes(look.cart_button_icon) ? (look.cart_button_icon as CartIcon) : 'cart1';
  return (
    <Wrap aria-label={t('appearance.preview.title')} data-theme-preview="">
      <Heading>{t('appearance.preview.title')}</Heading>
      <Screen>
        {sentences.length > 0 && (
          <SalesStripBar $background={look.shipping_and_sales_strip_background_color} $color={look.shipping_and_sales_strip_font_color} data-preview-strip="">
            {sentences.map((sentence, index) => (
              <span key={index}>{sentence}</span>
            ))}
          </SalesStripBar>
        )}
        <Content>
          {logo ? <Logo src={logo} alt={t('appearance.logo.alt', { name: storeName })} /> : <Store>{storeName}</Store>}
          {look.is_influencer_display_shown && <Muted data-preview-influencer="">{t('instantStore.by', { username: t('appearance.preview.influencer') })}</Muted>}
          <Promo
            data-preview-promo=""
            $radius={look.promo_code_display_border_radius}
            $background={look.promo_code_display_background_color}
            $color={look.promo_code_display_font_color}
            $border={look.promo_code_display_border_color}
            $shadow={look.promo_code_display_shadow_shown}
          >
            {t('instantStore.promocode', { code: SAMPLE_CODE })}
          </Promo>
          <Card data-preview-card="">
            <Head>
              <Picture $radius={look.image_border_radius} aria-hidden="true">
                <Icon name="sparkles" size={28} />
              </Picture>
              <div>
                <Name>{t('appearance.preview.product')}</Name>
                <Price>{SAMPLE_AMOUNT}</Price>
              </div>
            </Head>
            <SoldOut type="button" disabled tabIndex={-1}>
              {t('instantStore.soldOut')}
            </SoldOut>
            {look.is_preorder_text_shown && look.preorder_text.trim() !== '' && <Preorder data-preview-preorder="">{look.preorder_text}</Preorder>}
          </Card>
        </Content>
        <CartBar>
          <Icon name={cartIcon} size={22} />
          <CheckoutButton
            type="button"
            tabIndex={-1}
            data-preview-checkout=""
            $radius={look.checkout_button_shape}
            $background={look.checkout_button_background_color}
            $color={look.checkout_button_font_color}
            $border={look.checkout_button_border_color}
          >
            {t('appearance.preview.checkout', { amount: SAMPLE_AMOUNT })}
          </CheckoutButton>
        </CartBar>
      </Screen>
      <Note>{t('appearance.preview.note')}</Note>
    </Wrap>
  );
}

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** A phone's screen: the page's own width and colours, whatever the dashboard around it. */
const Screen = styled.div`
  display: flex;
  flex-direction: column;
  max-width: 360px;
  width: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  pointer-events: none;
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const Logo = styled.img`
  display: block;
  max-width: 60%;
  aspect-ratio: 4;
  object-fit: contain;
  object-position: left;
`;

const Store = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Promo = styled.p<{ $radius: string; $background: string; $color: string; $border: string; $shadow: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ $border }) => $border};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  box-shadow: ${({ $shadow }) => ($shadow ? PROMO_SHADOW : 'none')};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Card = styled.div`
  align-self: stretch;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Picture = styled.div<{ $radius: string }>`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const Name = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Price = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const SoldOut = styled.button`
  width: 100%;
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.disabled};
  color: ${({ theme }) => theme.colors.onBrand};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Preorder = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  overflow-wrap: anywhere;
`;

const CartBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Note = styled.p`
  margin: 0;
  max-width: 360px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
