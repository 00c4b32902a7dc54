/**
 * Best Combinations: products bought together more often than chance would have it, best first,
 * each with its products side by side, a quick link with all of them, their titles, and how it
 * sells in plain words (the share of orders holding them all, and how many times more often than
 * chance would have them together).
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import type { TopCombinations } from '../../../generated/TopCombinations';
import { useT } from '../../../i18n/useT';
import { combinationsOf, oneDecimal, percentOf, type Combination } from '../figures';
import type { TrendState } from '../hooks/useTrend';
import { CardItem, ProductTitle, Thumb } from './parts';
import { QuickLinkButton } from './QuickLinkButton';
import { TrendSection } from './TrendSection';

/** The pictures' side: one row of combinations fits the 147 px collapsed size. */
const PICTURE = 48;

export function BestCombinations({ state }: { state: TrendState<TopCombinations> }) {
  const t = useT();
  const combinations = useMemo(() => (state.data ? combinationsOf(state.data) : []), [state.data]);
  return (
    <TrendSection
      id="combinations"
      title={t('trends.combinations.title')}
      loading={state.loading}
      emptyText={combinations.length === 0 ? t('trends.combinations.empty') : null}
    >
      {combinations.map((combination) => (
        <CombinationCard key={combination.key} combination={combination} />
      ))}
    </TrendSection>
  );
}

function CombinationCard({ combination }: { combination: Combination }) {
  const t = useT();
  const { products, statistics } = combination;
  return (
    <Item data-combination={combination.key}>
      <Top>
        <Pictures aria-hidden="true">
          {products.map((product, index) => (
            <Picture key={product.id}>
              {index > 0 && <Plus>+</Plus>}
              <Thumb src={product.image_url} size={PICTURE} />
            </Picture>
          ))}
        </Pictures>
        <QuickLinkButton productIds={products.map((product) => product.id)} titles={products.map((product) => product.title)} />
      </Top>
      <Titles>
        {products.map((product) => (
          <li key={product.id}>
            <ProductTitle title={product.title} url={product.url} />
          </li>
        ))}
      </Titles>
      <Facts>
        <li data-support={statistics.support}>{t('trends.combination.support', { percent: percentOf(statistics.support) })}</li>
        <li data-lift={statistics.lift}>{t('trends.combination.lift', { lift: oneDecimal(statistics.lift) })}</li>
      </Facts>
    </Item>
  );
}

const Item = styled(CardItem)`
  flex-direction: column;
  gap: 6px;
`;

/** The pictures side by side, the quick link at the other end. */
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Pictures = styled.div`
  display: flex;
  align-items: center;
`;

const Picture = styled.span`
  display: flex;
  align-items: center;
`;

const Plus = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The titles on one line, each cut short as needed, joined by a plus. */
const Titles = styled.ul`
  display: flex;
  min-width: 0;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};

  & > li {
    display: flex;
    min-width: 0;
  }

  & > li + li::before {
    content: '+';
    flex: none;
    padding-inline-end: ${({ theme }) => theme.space.xs};
    line-height: 20px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What it sells like: the share first, then the lift, on one line where there is room. */
const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 16px;
  color: ${({ theme }) => theme.colors.textMuted};

  & > li:first-child {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
