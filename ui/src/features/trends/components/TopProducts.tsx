/** Top Performing Products: the shop's best sellers through its links, best first. */
import type { TopPerforming } from '../../../generated/TopPerforming';
import { useT } from '../../../i18n/useT';
import type { TrendState } from '../hooks/useTrend';
import { ProductCard } from './ProductCard';
import { TrendSection } from './TrendSection';

export function TopProducts({ state }: { state: TrendState<TopPerforming> }) {
  const t = useT();
  const products = state.data?.products ?? [];
  return (
    <TrendSection
      id="topProducts"
      title={t('trends.top.title')}
      loading={state.loading}
      emptyText={products.length === 0 ? t('trends.top.empty') : null}
    >
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </TrendSection>
  );
}
