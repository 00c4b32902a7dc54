/**
 * The preview of a link or a short (spec 2 §2 "Link or short preview"), mounted by the links
 * and shorts pages at /admin/links/preview/{id} and /admin/shorts/preview/{id}: a top bar with
 * back and the more-options menu (edit, copy link, delete), the link's header, its analytics
 * over a date range, top-performing products, recent orders and charts; beside it on desktop,
 * for looks, a phone-sized preview. What an influencer sees follows their permissions (§6).
 * A load failure goes back to the list (§8).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateRangeSelector } from '../../components/DateRangeSelector';
import { FigureStrip } from '../../components/FigureStrip';
import { Icon } from '../../components/Icon';
import { MessageDialog } from '../../components/MessageDialog';
import { MoreMenu, type MoreMenuItem } from '../../components/MoreMenu';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { defaultRange, type DateRange } from '../../lib/links/dateRange';
import type { LinkType } from '../../lib/links/types';
import { usePageProps } from '../../lib/pageProps';
import { useCopyNotice } from '../../lib/useCopyNotice';
import { useToday } from '../../lib/useToday';
import { closeLink } from './api/closeLink';
import { LinkCharts } from './components/LinkCharts';
import { LinkHeader } from './components/LinkHeader';
import { PhonePreview } from './components/PhonePreview';
import { RecentOrdersTable } from './components/RecentOrdersTable';
import { TopProductsTable } from './components/TopProductsTable';
import { useLink } from './hooks/useLink';
import { useLinkAnalytics } from './hooks/useLinkAnalytics';
import { linkFigures } from './linkFigures';
import { previewVisibility } from './visibility';

export interface LinkPreviewProps {
  linkId: string;
  /** LOOK for links, SHORT for shorts: the wording and the phone preview differ. */
  kind: LinkType;
  /** Back to the list; also called when the link cannot be loaded. */
  onBack: () => void;
  onEdit: () => void;
  /** After a successful delete; the caller goes back and drops the item from its list. */
  onDeleted: (linkId: string) => void;
}

export function LinkPreview({ linkId, kind, onBack, onEdit, onDeleted }: LinkPreviewProps) {
  const t = useT();
  const { user } = usePageProps();
  const today = useToday();
  const [chosenRange, setChosenRange] = useState<DateRange | null>(null);
  const range = chosenRange ?? defaultRange(today);
  const link = useLink(linkId, onBack);
  const analytics = useLinkAnalytics(linkId, range);
  const { outcome, copy } = useCopyNotice();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);

  if (!user) return null;
  const visibility = previewVisibility(user);

  if (!link) {
    return (
      <Center>
        <Spinner label={t('common.loading')} />
      </Center>
    );
  }

  const currency = analytics.figures?.currency ?? link.link_analytics.currency;
  const isShort = kind === 'SHORT';

  const menu: MoreMenuItem[] = [];
  if (visibility.manage) menu.push({ id: 'edit', label: t('linkPreview.menu.edit'), icon: 'pencil', onSelect: onEdit });
  menu.push({ id: 'copy', label: t('linkPreview.menu.copy'), icon: 'copy', onSelect: () => copy(link.public_url) });
  if (visibility.manage)
    menu.push({ id: 'delete', label: t('linkPreview.menu.delete'), icon: 'trash', danger: true, onSelect: () => setConfirming(true) });

  const remove = async () => {
    setDeleting(true);
    try {
      await closeLink(linkId);
      setConfirming(false);
      onDeleted(linkId);
    } catch (error) {
      console.error('Deleting the link failed', error);
      setConfirming(false);
      setDeleting(false);
      setDeleteFailed(true);
    }
  };

  const figures = linkFigures(analytics.figures, currency, visibility, user.isAdmin).map((spec) => ({
    id: spec.id,
    label: t(spec.labelKey),
    value: spec.value,
  }));

  return (
    <Layout>
      <Main>
        <TopBar>
          <Button variant="ghost" size="sm" onClick={onBack}>
            <Icon name="arrowBack" size={18} mirrorInRtl />
            {t('common.back')}
          </Button>
          <BarTitle>{isShort ? t('linkPreview.titleShort') : t('linkPreview.titleLink')}</BarTitle>
          <MoreMenu label={t('linkPreview.menu.label')} items={menu} />
        </TopBar>
        <Notice role="status" aria-live="polite">
          {outcome === 'copied' && t('linkPreview.copied')}
          {outcome === 'failed' && t('linkPreview.copyFailed')}
        </Notice>
        <LinkHeader link={link} />
        <RangeRow>
          <DateRangeSelector value={range} today={today} onChange={setChosenRange} />
        </RangeRow>
        <FigureStrip label={t('linkPreview.figures')} figures={figures} busy={analytics.loading} />
        <TopProductsTable linkId={linkId} currency={currency} showRevenue={visibility.productRevenue} />
        {visibility.ordersTable && <RecentOrdersTable linkId={linkId} />}
        <LinkCharts
          figures={analytics.figures}
          loading={analytics.loading}
          range={range}
          currency={currency}
          activity={visibility.activitySeries}
          commerce={visibility.commerceSeries}
        />
      </Main>
      {!isShort && <PhonePreview link={link} />}
      {confirming && (
        <ConfirmDialog
          title={isShort ? t('linkPreview.delete.titleShort') : t('linkPreview.delete.titleLink')}
          message={t('linkPreview.delete.message')}
          cancelLabel={t('linkPreview.delete.cancel')}
          confirmLabel={t('linkPreview.delete.confirm')}
          busy={deleting}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        />
      )}
      {deleteFailed && (
        <MessageDialog
          tone="error"
          title={t('linkPreview.deleteFailed.title')}
          message={t('linkPreview.deleteFailed.message')}
          buttonLabel={t('common.close')}
          onClose={() => setDeleteFailed(false)}
        />
      )}
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xl};
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const BarTitle = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Notice = styled.p`
  margin: 0;
  min-height: 1em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.success};

  &:empty {
    display: none;
  }
`;

const RangeRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl};
`;
