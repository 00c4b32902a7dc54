/**
 * The influencer's insights (docs/influencers.md#insights) over the chosen date range: revenue,
 * calculated revenue, commission with its rate, sales by links, shorts and organic, average
 * order value and conversion rate, then how their views divide between links and shorts. Only
 * the figures the server sent are shown (it leaves out what the viewer may not see).
 */
import styled from 'styled-components';
import { DateRangeSelector } from '../../../components/DateRangeSelector';
import { InsightCardList } from '../../../domain/influencers/InsightCardList';
import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../i18n/useT';
import type { DateRange } from '../../../lib/dateRange';
import type { Day } from '../../../lib/days';
import { formatCount } from '../../../lib/format';
import { usePageProps } from '../../../lib/pageProps';
import type { InsightsState } from '../hooks/useInfluencerInsights';
import { insightCards, viewsSplit } from '../../../domain/influencers/insightCards';

interface Props {
  state: InsightsState;
  range: DateRange;
  today: Day;
  onRangeChange: (range: DateRange) => void;
}

export function InsightsPanel({ state, range, today, onRangeChange }: Props) {
  const t = useT();
  const { insights, loading } = state;
  const { user } = usePageProps();
  const cards = insights && user ? insightCards(insights, user) : [];
  const split = insights ? viewsSplit(insights) : null;
  return (
    <Panel data-influencer-insights="">
      <DateRangeSelector value={range} today={today} onChange={onRangeChange} />
      {!insights && loading ? (
        <Spinner label={t('common.loading')} />
      ) : !insights ? (
        <Muted>{t('influencers.insights.failed')}</Muted>
      ) : (
        <>
          <InsightCardList cards={cards} label={t('influencers.tab.insights')} busy={loading} />
          {split && insights.links_clicks !== null && insights.shorts_clicks !== null && (
            <Divider data-views-split="">
              <SplitLabels>
                <span>{t('influencers.insights.linksViews', { count: formatCount(insights.links_clicks), share: split.links })}</span>
                <span>{t('influencers.insights.shortsViews', { count: formatCount(insights.shorts_clicks), share: split.shorts })}</span>
              </SplitLabels>
              <Bar aria-hidden="true">
                <LinksPart style={{ width: `${split.links}%` }} />
                <ShortsPart style={{ width: `${split.shorts}%` }} />
              </Bar>
            </Divider>
          )}
        </>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Divider = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const SplitLabels = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Bar = styled.div`
  display: flex;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const LinksPart = styled.span`
  background: ${({ theme }) => theme.colors.brand};
`;

const ShortsPart = styled.span`
  background: ${({ theme }) => theme.colors.success};
`;
