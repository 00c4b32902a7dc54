/**
 * The shoppable feed's section of the shopboard page (docs/shopboard.md#public-feed): once a
 * network is connected, the feed's public address (Copy, Open public page, QR code) and its
 * lifetime figures — visits, checkouts and revenue of the feed page and its post pages, the
 * analytics page's shopboard tab without dates. The figures load after mount; a failure says so.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { FigureStrip } from '../../../components/FigureStrip';
import { PublicLinkPanel } from '../../../domain/links/publicLink/PublicLinkPanel';
import { SectionCard, SectionHeading } from '../../../components/SectionCard';
import type { ShopboardAnalytics } from '../../../generated/ShopboardAnalytics';
import { useMountEffect } from '../../../hooks/useMountEffect';
import { useT } from '../../../i18n/useT';
import { money } from '../../../domain/links/figures';
import { formatCount, formatMoneyShort } from '../../../lib/format';
import { fetchShopboardAnalytics } from '../api';

interface Props {
  /** The feed's public address; `null` until a network is connected. */
  url: string | null;
}

export function FeedSection({ url }: Props) {
  const t = useT();
  return (
    <SectionCard data-shopboard-feed="">
      <SectionHeading>{t('shopboard.feed.title')}</SectionHeading>
      {url ? (
        <>
          <Muted>{t('shopboard.feed.body')}</Muted>
          <PublicLinkPanel url={url} id="shopboard" onCopied={() => undefined} />
          <Figures />
        </>
      ) : (
        <Muted>{t('shopboard.feed.notYet')}</Muted>
      )}
    </SectionCard>
  );
}

function Figures() {
  const t = useT();
  const [figures, setFigures] = useState<ShopboardAnalytics | null>(null);
  const [failed, setFailed] = useState(false);
  useMountEffect(() => {
    const controller = new AbortController();
    fetchShopboardAnalytics(controller.signal).then(
      (loaded) => !controller.signal.aborted && setFigures(loaded),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the shopboard figures failed', error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  });
  if (failed) return <Muted>{t('shopboard.analytics.failed')}</Muted>;
  if (!figures) return null;
  const { analytics, currency } = figures;
  return (
    <div data-shopboard-analytics="">
      <SubHeading>{t('shopboard.analytics.title')}</SubHeading>
      <Muted>{t('shopboard.analytics.lifetime')}</Muted>
      <FigureStrip
        label={t('shopboard.analytics.title')}
        figures={[
          { id: 'visits', label: t('shopboard.analytics.visits'), value: formatCount(analytics.views ?? 0) },
          { id: 'checkouts', label: t('shopboard.analytics.checkouts'), value: formatCount(analytics.checkouts ?? 0) },
          {
            id: 'revenue',
            label: t('shopboard.analytics.revenue'),
            value: formatMoneyShort(money(analytics.revenue), currency),
          },
        ]}
      />
    </div>
  );
}

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.md};
`;
