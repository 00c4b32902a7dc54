/**
 * The analytics page (docs/analytics.md#analytics-page): title, the date-range selector with the
 * zone the days are counted in, the channel tabs with their cards and chart, and for merchants the
 * influencer insights table; for an influencer the merchant shares their commission with, their
 * earnings first (the page puts the earnings feature in `earnings`). Without a connected store the
 * user is sent home, where the connect-store screen is; an influencer the merchant has shared no
 * figures with gets a plain note.
 */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { AreaNote } from '../../../components/AreaNote';
import { DateRangeSelector } from '../../../components/DateRangeSelector';
import { HomeRedirect } from '../../../components/HomeRedirect';
import { Stack } from '../../../components/Stack';
import { TabBar, tabPanelProps } from '../../../components/TabBar';
import type { SessionUser } from '../../../generated/SessionUser';
import { useToday } from '../../../hooks/useToday';
import { useLocale, useT } from '../../../i18n/useT';
import { isolateLtr } from '../../../lib/bidi';
import { defaultRange, type DateRange } from '../../../lib/dateRange';
import { analyticsAccess, type AnalyticsAccess, type AnalyticsTab } from '../access';
import { useOverview } from '../hooks/useOverview';
import { cacheKey } from '../lifetimeCache';
import { ChannelPanel } from './ChannelPanel';
import { InfluencerInsightsTable } from './InfluencerInsightsTable';

interface Props {
  user: SessionUser;
  /** An influencer's earnings over the page's range (null until the merchant's today is known). */
  earnings?: (range: DateRange | null) => ReactNode;
}

export function AnalyticsArea({ user, earnings }: Props) {
  const t = useT();
  // Figures come from the store: without one, home shows the connect screen (docs/analytics.md#analytics-page).
  if (!user.storeConnected) return <HomeRedirect />;
  const access = analyticsAccess(user);
  if (access.tabs.length === 0 && !(access.earnings && earnings)) {
    return (
      <AreaNote title={t('page.analytics.title')} data-analytics-not-shared="">
        {t('analytics.notShared')}
      </AreaNote>
    );
  }
  return <Board user={user} access={access} earnings={access.earnings ? earnings : undefined} />;
}

function Board({ user, access, earnings }: { user: SessionUser; access: AnalyticsAccess; earnings: Props['earnings'] }) {
  const { t, dir } = useLocale();
  const { today, timeZone } = useToday();
  const [chosen, setChosen] = useState<DateRange | null>(null);
  const range = chosen ?? defaultRange(today, user.isAdmin);
  // The first call waits for the merchant's today, so it asks for the right days; with no tab
  // (an influencer shown only their earnings) there is nothing to ask.
  const known = timeZone ? range : null;
  const { overview, loading } = useOverview(cacheKey(user), access.tabs.length > 0 ? known : null);
  const [tab, setTab] = useState<AnalyticsTab>(access.tabs[0] ?? 'links');
  const zone = overview?.time_zone ?? timeZone;

  return (
    <Stack $gap="lg" data-analytics-page="">
      <Top>
        <Heading>{t('page.analytics.title')}</Heading>
        <RangeBox>
          <DateRangeSelector value={range} today={today} onChange={setChosen} />
          {zone && <Note data-time-zone={zone}>{t('analytics.daysIn', { timeZone: isolateLtr(zone, dir) })}</Note>}
        </RangeBox>
      </Top>
      {earnings?.(known)}
      {access.tabs.length > 0 && (
        <>
          <TabBar
            label={t('analytics.tabs')}
            idPrefix="analytics"
            tabs={access.tabs.map((id) => ({ id, label: t(`analytics.tab.${id}`) }))}
            selected={tab}
            onSelect={setTab}
          />
          <div {...tabPanelProps('analytics', tab)}>
            <ChannelPanel tab={tab} overview={overview} loading={loading} range={range} access={access} />
          </div>
        </>
      )}
      {access.merchant && overview && (
        <InfluencerInsightsTable rows={overview.influencers_insights} currency={overview.currency} busy={loading} />
      )}
    </Stack>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const RangeBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.mobile} {
    align-items: flex-start;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
