/**
 * A trend product: picture, title (a link to its store page), selling score, availability tag
 * and the quick-link button; `extra` adds a line (a complement's combination score), and
 * `quickLinkIds` names the products the quick link starts with (the product by default; a
 * complement's pair).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AvailabilityTag } from '../../../domain/links/AvailabilityTag';
import type { TrendProduct } from '../../../generated/TrendProduct';
import { useT } from '../../../i18n/useT';
import { ellipsis } from '../../../theme/mixins';
import { QuickLinkButton } from './QuickLinkButton';
import { CardItem, ProductTitle, Thumb } from './parts';

/** The picture's side: one row of these cards fits the 115 px collapsed size. */
const PICTURE = 64;

interface Props {
  product: TrendProduct;
  extra?: ReactNode;
  quickLinkIds?: readonly string[];
  quickLinkTitles?: readonly string[];
}

export function ProductCard({ product, extra, quickLinkIds = [product.id], quickLinkTitles = [product.title] }: Props) {
  const t = useT();
  return (
    <CardItem data-trend-product={product.id}>
      <Thumb src={product.image_url} size={PICTURE} />
      <Body>
        <ProductTitle title={product.title} url={product.url} />
        <Meta>
          <Score data-selling-score={product.selling_score}>{t('trends.product.score', { score: product.selling_score })}</Score>
          <AvailabilityTag ratio={product.variant_availability_ratio} />
        </Meta>
        {extra}
        <Actions>
          <QuickLinkButton productIds={quickLinkIds} titles={quickLinkTitles} />
        </Actions>
      </Body>
    </CardItem>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1;
  min-width: 0;
`;

/** One line: the score gives way (cut short) before the tag does. */
const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 20px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Score = styled.span`
  min-width: 0;
  ${ellipsis}
`;

const Actions = styled.div`
  display: flex;
`;
