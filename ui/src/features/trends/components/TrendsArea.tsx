/**
 * The trends page (docs/trends.md#the-page): for a merchant with business features, the three
 * sections (Top Performing Products, Best Combinations, Complementary Products), each asked for
 * after mount; otherwise the upgrade dialog, or for an influencer a note that trends are the
 * merchant's. No call is made unless the server would answer it.
 */
import styled from 'styled-components';
import { AreaNote } from '../../../components/AreaNote';
import { Stack } from '../../../components/Stack';
import type { SessionUser } from '../../../generated/SessionUser';
import { useT } from '../../../i18n/useT';
import { trendsAccess } from '../access';
import { fetchTopCombinations, fetchTopPerforming } from '../api';
import { useTrend } from '../hooks/useTrend';
import { BestCombinations } from './BestCombinations';
import { ComplementaryProducts } from './ComplementaryProducts';
import { TopProducts } from './TopProducts';
import { UpgradeToTrends } from './UpgradeToTrends';

export function TrendsArea({ user }: { user: SessionUser }) {
  const t = useT();
  switch (trendsAccess(user)) {
    case 'merchantOnly':
      return (
        <AreaNote title={t('page.trends.title')} data-trends-merchant-only="">
          {t('trends.merchantOnly')}
        </AreaNote>
      );
    case 'upgrade':
      return <UpgradeToTrends />;
    case 'trends':
      return <Trends />;
  }
}

/** Each call has one answer for the page: the key only says "ask once". */
const ONCE = 'once';

function Trends() {
  const t = useT();
  const top = useTrend(ONCE, (_key, signal) => fetchTopPerforming(signal), 'the top products');
  const combinations = useTrend(ONCE, (_key, signal) => fetchTopCombinations(signal), 'the best combinations');
  return (
    <Stack $gap="lg" data-trends-page="">
      <div>
        <Heading>{t('page.trends.title')}</Heading>
        <Intro>{t('trends.intro')}</Intro>
      </div>
      <TopProducts state={top} />
      <BestCombinations state={combinations} />
      <ComplementaryProducts top={top.data?.products ?? null} topLoading={top.loading} />
    </Stack>
  );
}

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Intro = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
