/**
 * A look's instant store page (docs/public-side.md#instant-store-page), rendered on the server and
 * sent without the app's JavaScript: every control is a plain form (add to cart, a cart line's
 * quantity and remove, checkout), so it works on any phone browser and in in-app browsers that
 * block scripts; a small script of its own (`script/shopper.ts`) does the same in place. It opens
 * with the store's name and goes straight to the products: on a phone the first card with its
 * Add to cart is on the first screen. A shoppable feed's post page (docs/shopboard.md#public-feed)
 * shows the post's picture and caption above them instead of the title. Mobile first: one column, large tap targets; wider screens
 * get a two-column product grid. The business's theme
 * (docs/appearance.md#instant-store, validated by the server to fixed shapes and hex colours)
 * styles the strip, the promocode display, the images and the cart bar; the settings add the logo,
 * the shipping and returns link and colour swatches (docs/settings.md).
 */
import styled from 'styled-components';
import type { PageComponentProps } from '../../lib/pageTypes';
import type { InstantStoreData } from '../../generated/InstantStoreData';
import { useT } from '../../i18n/useT';
import { CartBar } from './CartBar';
import { CartSection } from './CartSection';
import { SalesStrip } from './SalesStrip';
import { InfluencerBadge } from './InfluencerBadge';
import { ProductCard } from './ProductCard';
import { PostHeroBlock } from './PostHeroBlock';
import { StoreHeader } from './StoreHeader';

export function InstantStorePage({ props }: PageComponentProps) {
  const t = useT();
  const data = props.data as InstantStoreData;
  const look = data.theme;
  return (
    <>
      <SalesStrip look={look} />
      <Page>
        <StoreHeader storeName={data.storeName} logo={data.logo} />
        {data.post ? (
          <PostHeroBlock post={data.post} radius={look.image_border_radius} />
        ) : (
          <Title data-look-title="">{data.title || t('page.instantStore.title')}</Title>
        )}
        {data.influencer && look.is_influencer_display_shown ? <InfluencerBadge influencer={data.influencer} /> : null}
        {data.promocode ? (
          <Promo
            $radius={look.promo_code_display_border_radius}
            $background={look.promo_code_display_background_color}
            $color={look.promo_code_display_font_color}
            $border={look.promo_code_display_border_color}
            $shadow={look.promo_code_display_shadow_shown}
          >
            {t('instantStore.promocode', { code: data.promocode })}
          </Promo>
        ) : null}
        {data.products.length === 0 ? <Muted>{t('instantStore.empty')}</Muted> : null}
        <Grid>
          {data.products.map((product) => (
            <ProductCard key={product.id} product={product} currency={data.currency} action={data.cartAction} look={look} />
          ))}
        </Grid>
        {data.shippingAndReturnsUrl ? (
          <Policy>
            <a href={data.shippingAndReturnsUrl} rel="noopener" data-shipping-link="">
              {t('instantStore.shippingAndReturns')}
            </a>
          </Policy>
        ) : null}
        <CartSection cart={data.cart} currency={data.currency} action={data.cartLineAction} />
        <CartBar action={data.checkoutAction} look={look} />
      </Page>
    </>
  );
}

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 160px;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
`;

const Policy = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;

const Promo = styled.p<{ $radius: string; $background: string; $color: string; $border: string; $shadow: boolean }>`
  display: inline-block;
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ $border }) => $border};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  box-shadow: ${({ $shadow }) => ($shadow ? '0 0 10px rgba(0, 0, 0, 0.1)' : 'none')};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.md};
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;
