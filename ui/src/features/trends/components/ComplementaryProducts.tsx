/**
 * Complementary Products: what sells with one product, best first, each with its combination
 * score and a quick link with the pair. It starts from a random one of the first 3 top products
 * (picks.ts); "Change product" opens the link editor's product picker, limited to exactly one.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { ProductPicker } from '../../../domain/links/pickers/ProductPicker';
import type { TrendProduct } from '../../../generated/TrendProduct';
import { useLocale } from '../../../i18n/useT';
import { isolateAny } from '../../../lib/bidi';
import { fetchComplementary } from '../api';
import { scoreText } from '../figures';
import { useTrend } from '../hooks/useTrend';
import { chosenFromCatalog, firstPick, type ChosenProduct } from '../picks';
import { Thumb } from './parts';
import { ProductCard } from './ProductCard';
import { TrendSection } from './TrendSection';

interface Props {
  /** The top products, null until they arrive (or when they could not be loaded). */
  top: readonly TrendProduct[] | null;
  topLoading: boolean;
}

export function ComplementaryProducts({ top, topLoading }: Props) {
  const { t, dir } = useLocale();
  const [chosen, setChosen] = useState<ChosenProduct | null>(null);
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    if (!top) return;
    const pick = firstPick(top);
    // A product the merchant chose meanwhile stays.
    setChosen((current) => current ?? pick);
  }, [top]);
  const state = useTrend(chosen?.id ?? null, fetchComplementary, 'the complementary products');
  const complements = state.data?.products ?? [];

  let emptyText: string | null = null;
  if (!chosen) emptyText = t('trends.complementary.none');
  else if (complements.length === 0) emptyText = t('trends.complementary.empty', { title: isolateAny(chosen.title, dir) });

  const bar = (
    <Bar data-chosen-product={chosen?.id}>
      {chosen && (
        <>
          <Thumb src={chosen.image_url} size={40} />
          <Chosen>{t('trends.complementary.boughtWith', { title: isolateAny(chosen.title, dir) })}</Chosen>
        </>
      )}
      <Button variant="secondary" size="sm" onClick={() => setPicking(true)} disabled={topLoading}>
        {t(chosen ? 'trends.complementary.change' : 'trends.complementary.choose')}
      </Button>
    </Bar>
  );

  return (
    <>
      <TrendSection
        id="complementary"
        title={t('trends.complementary.title')}
        bar={bar}
        loading={topLoading || state.loading}
        emptyText={emptyText}
      >
        {chosen &&
          complements.map(({ product, combination_score: score }) => (
            <ProductCard
              key={product.id}
              product={product}
              extra={<Score data-combination-score={score}>{t('trends.product.complementScore', { score: scoreText(score) })}</Score>}
              quickLinkIds={[chosen.id, product.id]}
              quickLinkTitles={[chosen.title, product.title]}
            />
          ))}
      </TrendSection>
      {picking && (
        <ProductPicker
          initialSelected={[]}
          min={1}
          max={1}
          title={t('trends.complementary.choose')}
          onCancel={() => setPicking(false)}
          onDone={([product]) => {
            setPicking(false);
            if (product) setChosen(chosenFromCatalog(product));
          }}
        />
      )}
    </>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Chosen = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Score = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 18px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.brand};
`;
