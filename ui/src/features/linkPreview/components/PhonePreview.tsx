/**
 * A phone-sized picture of what a shopper sees when opening a look (spec 2 §2: "on desktop a
 * mobile-style preview of the link sits beside it"): the image, the title, the promocode and
 * the products with their prices. Hidden on mobile, where the page itself is phone-sized.
 */
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { money } from '../../../lib/links/figures';
import { formatMoney } from '../../../lib/links/format';
import type { LinkOut } from '../../../lib/links/types';
import { previewImage } from '../linkTags';

interface Props {
  link: LinkOut;
}

export function PhonePreview({ link }: Props) {
  const t = useT();
  const image = previewImage(link);
  const currency = link.link_analytics.currency;
  return (
    <Frame aria-label={t('linkPreview.phone.label')}>
      <Screen>
        {image && <Hero src={image} alt="" />}
        <Title>{link.description}</Title>
        {link.promocode?.code && <Promo>{t('linkPreview.phone.promocode', { code: link.promocode.code })}</Promo>}
        <Products>
          {link.products.map((product) => (
            <Product key={product.inventory_id}>
              {product.image?.src ? <ProductImage src={product.image.src} alt="" /> : <ProductImage as="span" />}
              <ProductTitle>{product.title}</ProductTitle>
              <Price>{formatMoney(money(product.price), currency)}</Price>
            </Product>
          ))}
        </Products>
      </Screen>
    </Frame>
  );
}

const Frame = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.space.lg};
  flex: none;
  width: 300px;
  height: 600px;
  padding: 12px;
  border-radius: 40px;
  background: #1d1b29;
  box-shadow: ${({ theme }) => theme.shadows.menu};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Screen = styled.div`
  height: 100%;
  overflow-y: auto;
  border-radius: 30px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Hero = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
`;

const Title = styled.p`
  margin: ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Promo = styled.p`
  margin: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
`;

const Products = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

const Product = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const ProductImage = styled.img`
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const ProductTitle = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Price = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
