/**
 * The preview of a link or a short (docs/links.md#previews), mounted by the links
 * and shorts pages at /admin/links/preview/{id} and /admin/shorts/preview/{id}. It is its own
 * dialog (link 1100px, short 55vw, full screen on mobile): a top bar with back and the
 * more-options menu (edit, copy link, delete), the link's header, its public address (Copy,
 * Open public page, QR code), its analytics
 * over a date range, top-performing products, recent orders and charts; beside it on desktop,
 * for looks, a phone-sized preview. What an influencer sees follows their permissions
 * (docs/analytics.md#permissions). A load failure goes back to the list (docs/links.md#previews).
 */
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { DateRangeSelector } from '../../components/DateRangeSelector';
import { FigureStrip } from '../../components/FigureStrip';
import { MoreMenu, type MoreMenuItem } from '../../components/MoreMenu';
import { SheetDialog } from '../../components/SheetDialog';
import { Spinner } from '../../components/Spinner';
import { Toast } from '../../components/Toast';
import type { MessageKey } from '../../i18n/catalogue';
import { useT } from '../../i18n/useT';
import { copyText } from '../../lib/copyText';
import { defaultRange, type DateRange } from '../../lib/dateRange';
import type { LinkType } from '../../domain/links/types';
import type { PageComponent } from '../../lib/pageTypes';
import { usePageProps } from '../../lib/pageProps';
import { useToday } from '../../hooks/useToday';
import { AvailabilityWarning } from '../../domain/links/AvailabilityWarning';
import { DeleteLinkDialog } from '../../domain/links/DeleteLinkDialog';
import { isShopboardLink } from '../../domain/links/types';
import { LinkPhonePreview } from '../../domain/links/editor/LinkPhonePreview';
import { draftFromLink } from '../../domain/links/editorState';
import { LinkCharts } from './components/LinkCharts';
import { LinkHeader } from './components/LinkHeader';
import { RecentOrdersTable } from './components/RecentOrdersTable';
import { TopProductsTable } from './components/TopProductsTable';
import { useLink } from './hooks/useLink';
import { useLinkAnalytics } from './hooks/useLinkAnalytics';
import { linkFigures } from './linkFigures';
import { previewVisibility } from './visibility';
import { LinksErrorDialog } from '../../domain/links/LinksErrorDialog';
import { PublicLinkPanel } from '../../domain/links/publicLink/PublicLinkPanel';

/** Dialog widths on desktop (full screen under 1000px; docs/links.md#previews). */
const LINK_WIDTH = 1100;
const SHORT_WIDTH = '55vw';

export interface LinkPreviewProps {
  linkId: string;
  /** LOOK for links, SHORT for shorts: the wording and the phone preview differ. */
  kind: LinkType;
  /** Back to the list; also called when the link cannot be loaded. */
  onBack: () => void;
  onEdit: () => void;
  /** After a successful delete; the caller goes back and drops the item from its list. */
  onDeleted: (linkId: string) => void;
  /** The public instant store page's component, which a look's phone preview draws. */
  storePage: PageComponent;
}

export function LinkPreview({ linkId, kind, onBack, onEdit, onDeleted, storePage }: LinkPreviewProps) {
  const t = useT();
  const { user } = usePageProps();
  const { today, timeZone } = useToday();
  const [chosenRange, setChosenRange] = useState<DateRange | null>(null);
  const range = chosenRange ?? defaultRange(today, user?.isAdmin ?? false);
  const link = useLink(linkId, onBack);
  // The figures wait for the merchant's today (the zone), so the first call asks for the right days.
  const analytics = useLinkAnalytics(linkId, timeZone ? range : null);
  const [toast, setToast] = useState<MessageKey | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  // A move to another domain (docs/links.md#brand-domains) answers the new address.
  const [movedUrl, setMovedUrl] = useState<string | null>(null);
  const publicUrl = movedUrl ?? link?.public_url ?? '';
  const clearToast = useCallback(() => setToast(null), []);
  const copied = useCallback((ok: boolean) => setToast(ok ? 'links.copied' : 'links.copyFailed'), []);

  if (!user) return null;
  const visibility = previewVisibility(user);
  const isShort = kind === 'SHORT';
  // The shoppable feed's links are kept by the shopboard (docs/shopboard.md#public-feed): their
  // preview shows the figures, never Edit or Delete.
  const manage = visibility.manage && !(link && isShopboardLink(link.link_type));

  const menu: MoreMenuItem[] = [];
  if (link) {
    if (manage) menu.push({ id: 'edit', label: t('linkPreview.menu.edit'), icon: 'pencil', onSelect: onEdit });
    menu.push({
      id: 'copy',
      label: t('linkPreview.menu.copy'),
      icon: 'copy',
      onSelect: () =>
        void copyText(publicUrl).then(
          () => copied(true),
          () => copied(false),
        ),
    });
    if (manage)
      menu.push({ id: 'delete', label: t('linkPreview.menu.delete'), icon: 'trash', danger: true, onSelect: () => setConfirming(true) });
  }

  const currency = analytics.figures?.currency ?? link?.link_analytics.currency ?? '';
  const figures = linkFigures(analytics.figures, currency, visibility, user.isAdmin).map((spec) => ({
    id: spec.id,
    label: t(spec.labelKey),
    value: spec.value,
  }));

  return (
    <SheetDialog
      title={isShort ? t('linkPreview.titleShort') : t('linkPreview.titleLink')}
      width={isShort ? SHORT_WIDTH : LINK_WIDTH}
      backLabel={t('common.back')}
      onClose={onBack}
      action={<MoreMenu label={t('linkPreview.menu.label')} items={menu} />}
    >
      {!link ? (
        <Center>
          <Spinner label={t('common.loading')} />
        </Center>
      ) : (
        <Layout data-link-preview-id={linkId}>
          <Main>
            <LinkHeader link={link} />
            <PublicLinkPanel url={publicUrl} id={linkId} onCopied={copied} onMoved={manage ? setMovedUrl : undefined} />
            <AvailabilityWarning products={link.products} kind={kind} />
            <RangeRow>
              <DateRangeSelector value={range} today={today} onChange={setChosenRange} />
            </RangeRow>
            <FigureStrip label={t('linkPreview.figures')} figures={figures} busy={analytics.loading} />
            <TopProductsTable
              linkId={linkId}
              currency={currency}
              showRevenue={visibility.productRevenue}
              range={timeZone ? range : null}
            />
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
          {!isShort && <LinkPhonePreview draft={draftFromLink(link)} storePage={storePage} influencerImage={link.influencer_image} />}
        </Layout>
      )}
      {confirming && (
        <DeleteLinkDialog
          linkId={linkId}
          onClose={() => setConfirming(false)}
          onDeleted={(id) => {
            setConfirming(false);
            onDeleted(id);
          }}
          onFailed={(error) => {
            console.error('Deleting the link failed', error);
            setConfirming(false);
            setDeleteFailed(true);
          }}
        />
      )}
      {deleteFailed && <LinksErrorDialog onClose={() => setDeleteFailed(false)} />}
      {toast && <Toast message={t(toast)} onDone={clearToast} />}
    </SheetDialog>
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

const RangeRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl};
`;
