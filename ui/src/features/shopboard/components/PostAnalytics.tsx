/**
 * A post's analytics page (docs/shopboard.md#post-analytics), at
 * `/admin/shopboard/posts/{network}/{postId}`: the post (picture, caption, when and where it was
 * posted), the date range, its figures (clicks in the range and since it was first on the feed,
 * visits, sales, revenue, tagged products), the daily chart (clicks, visits, sales) and its
 * top-performing products, five rows a page. The figures are those of the post's page on the
 * public feed, so they add up to the shopboard's analytics. A failed load leaves the chart empty
 * with "Failed to fetch post analytics data".
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { ButtonLink } from '../../../components/ButtonLink';
import { DateRangeSelector } from '../../../components/DateRangeSelector';
import { FigureStrip } from '../../../components/FigureStrip';
import { Icon } from '../../../components/Icon';
import { RankedProductsTable } from '../../../domain/products/RankedProductsTable';
import { SeriesChart, type ChartSeries } from '../../../components/SeriesChart';
import { Tag } from '../../../components/Tag';
import type { PostAnalytics as Figures } from '../../../generated/PostAnalytics';
import type { PostDay } from '../../../generated/PostDay';
import { useToday } from '../../../hooks/useToday';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { chartDays, defaultRange, type DateRange } from '../../../lib/dateRange';
import { money } from '../../../domain/links/figures';
import { formatCount, formatDayMonthYear, formatMoneyShort } from '../../../lib/format';
import { ellipsis } from '../../../theme/mixins';
import { POST_PRODUCTS_PAGE_SIZE, usePostAnalytics, usePostProducts } from '../hooks/usePostAnalytics';
import { NAME_KEY, shopboardTab, type SocialNetwork } from '../networks';

/** The chart's series, clicks first. */
const SERIES: ReadonlyArray<{ id: keyof Omit<PostDay, 'influencer_attributed_checkouts'>; label: MessageKey }> = [
  { id: 'clicks', label: 'postAnalytics.series.clicks' },
  { id: 'visits', label: 'postAnalytics.series.visits' },
  { id: 'checkouts', label: 'postAnalytics.series.sales' },
];

interface Props {
  network: SocialNetwork;
  postId: string;
}

export function PostAnalytics({ network, postId }: Props) {
  const t = useT();
  const { today, timeZone } = useToday();
  const [chosen, setChosen] = useState<DateRange | null>(null);
  // The shopboard is the merchant's: their default range.
  const range = chosen ?? defaultRange(today, true);
  // Both calls wait for the merchant's today, so the first asks for the right days.
  const known = timeZone ? range : null;
  const analytics = usePostAnalytics(network, postId, known);
  const products = usePostProducts(network, postId, known);
  const figures = analytics.figures;
  const networkName = t(NAME_KEY[network]);
  const currency = figures?.currency ?? '';

  return (
    <Page data-post-analytics={postId}>
      <Top>
        <ButtonLink href={shopboardTab(network)} variant="ghost" size="sm">
          <Icon name="arrowBack" size={18} mirrorInRtl />
          {t('postAnalytics.back')}
        </ButtonLink>
        <Title>{t('postAnalytics.title')}</Title>
      </Top>
      {figures && <PostHeader figures={figures} networkName={networkName} />}
      <RangeRow>
        <DateRangeSelector value={range} today={today} onChange={setChosen} />
      </RangeRow>
      {analytics.failed && !figures ? (
        <Banner tone="error">{t('postAnalytics.failed')}</Banner>
      ) : (
        <FigureStrip label={t('postAnalytics.figures')} figures={figureList(t, figures)} busy={analytics.loading} />
      )}
      <SeriesChart
        title={t('postAnalytics.chart')}
        series={SERIES.map((series): ChartSeries => {
          const data = figures?.clicks_data ?? {};
          return {
            id: series.id,
            label: t(series.label),
            points: chartDays(range, data).map((day) => ({ day, value: data[day]?.[series.id] ?? 0 })),
            formatValue: formatCount,
            wholeNumbers: true,
          };
        })}
        loading={analytics.loading}
      />
      <RankedProductsTable
        id={`post-${postId}`}
        data={products}
        pageSize={POST_PRODUCTS_PAGE_SIZE}
        rowHeight={62}
        mobileRowHeight={76}
        currency={currency}
        showRevenue
        failureText={t('postAnalytics.failed')}
      />
    </Page>
  );
}

function figureList(t: ReturnType<typeof useT>, figures: Figures | null) {
  const dash = '–';
  const count = (value: number | undefined) => (value === undefined ? dash : formatCount(value));
  return [
    { id: 'clicks', label: t('postAnalytics.clicks'), value: count(figures?.clicks) },
    { id: 'visits', label: t('postAnalytics.visits'), value: count(figures?.visits) },
    { id: 'sales', label: t('postAnalytics.sales'), value: count(figures?.checkouts) },
    {
      id: 'revenue',
      label: t('postAnalytics.revenue'),
      value: figures ? formatMoneyShort(money(figures.revenue), figures.currency) : dash,
    },
    { id: 'totalClicks', label: t('postAnalytics.totalClicks'), value: count(figures?.total_clicks) },
    { id: 'products', label: t('postAnalytics.products'), value: count(figures?.products_count) },
  ];
}

function PostHeader({ figures, networkName }: { figures: Figures; networkName: string }) {
  const t = useT();
  const { post } = figures;
  const caption = post.caption.trim();
  return (
    <Header>
      {post.image_url ? <Picture src={post.image_url} alt={caption || t('shopboard.post.noCaption')} /> : <Picture as="span" />}
      <About>
        {caption && (
          <Caption dir="auto" title={caption}>
            {caption}
          </Caption>
        )}
        <Muted>{t('postAnalytics.posted', { date: formatDayMonthYear(post.posted_at), network: networkName })}</Muted>
        <Links>
          {!post.visible && <Tag tone="neutral">{t('postAnalytics.hiddenNote')}</Tag>}
          {post.permalink && (
            <a href={post.permalink} target="_blank" rel="noopener noreferrer">
              {t('shopboard.post.open', { network: networkName })}
            </a>
          )}
        </Links>
      </About>
    </Header>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Header = styled.section`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  min-width: 0;
`;

const Picture = styled.img`
  flex: none;
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const About = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Caption = styled.p`
  margin: 0;
  font-weight: 600;
  ${ellipsis}
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const RangeRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;
