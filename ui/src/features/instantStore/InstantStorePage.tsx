/**
 * A look's instant store page (ARCHITECTURE §5.2), rendered on the server and sent without the
 * app's JavaScript: every control is a plain form (add to cart, checkout), so it works on any
 * phone browser and in in-app browsers that block scripts. Mobile first: one column, large tap
 * targets; wider screens get a two-column product grid.
 */
import styled from 'styled-components';
import type { PageComponentProps } from '../../app/pageTypes';
import type { InstantStoreData } from '../../generated/InstantStoreData';
import { useT } from '../../i18n/useT';
import { CartBar } from './CartBar';
import { InfluencerBadge } from './InfluencerBadge';
import { ProductCard } from './ProductCard';

export function InstantStorePage({ props }: PageComponentProps) {
  const t = useT();
  const data = props.data as InstantStoreData;
  const hero = data.images[0] ?? data.products.find((p) => p.image)?.image ?? null;
  return (
    <Page>
      {hero ? <Hero src={hero} alt="" /> : null}
      <Title>{data.title || t('page.instantStore.title')}</Title>
      {data.influencer ? <InfluencerBadge influencer={data.influencer} /> : null}
      {data.promocode ? <Promo>{t('instantStore.promocode', { code: data.promocode })}</Promo> : null}
      {data.products.length === 0 ? <Muted>{t('instantStore.empty')}</Muted> : null}
      <Grid>
        {data.products.map((product) => (
          <ProductCard key={product.id} product={product} currency={data.currency} action={data.cartAction} />
        ))}
      </Grid>
      <CartBar action={data.checkoutAction} />
    </Page>
  );
}

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} 160px;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
`;

const Hero = styled.img`
  display: block;
  width: 100%;
  max-height: 420px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;

const Promo = styled.p`
  display: inline-block;
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;
