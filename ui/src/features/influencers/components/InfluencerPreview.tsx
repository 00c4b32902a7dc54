/**
 * An influencer's preview (docs/influencers.md), at `/admin/influencers/preview/{username}`:
 * a dialog (1100 wide, full screen on a phone) with back and the more-options menu (edit, copy
 * the login link, download the CSV report for the chosen range, reset password, delete,
 * cancel), the header (picture, email, promocode, commission, lifetime clicks, sales and
 * revenue), create-link and create-short buttons for an active influencer, and the insights,
 * links and shorts tabs (insights first). Delete deactivates: the influencer keeps their links
 * and figures but can no longer sign in.
 */
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../../components/Avatar';
import { ButtonLink } from '../../../components/ButtonLink';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FigureStrip } from '../../../components/FigureStrip';
import { MessageDialog } from '../../../components/MessageDialog';
import { MoreMenu, type MoreMenuItem } from '../../../components/MoreMenu';
import { SheetDialog } from '../../../components/SheetDialog';
import { Spinner } from '../../../components/Spinner';
import { TabBar, tabPanelProps } from '../../../components/TabBar';
import { Tag } from '../../../components/Tag';
import { Toast } from '../../../components/Toast';
import type { InfluencerOut } from '../../../generated/InfluencerOut';
import { useResource } from '../../../hooks/useResource';
import { useToday } from '../../../hooks/useToday';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { copyText } from '../../../lib/copyText';
import { influencerLoginLink } from '../../../domain/influencers/influencers';
import { apiDays, defaultRange, presetRange, type DateRange } from '../../../lib/dateRange';
import { formatCount, formatMoney, formatPercent } from '../../../lib/format';
import { usePageProps } from '../../../lib/pageProps';
import { PATHS } from '../../../lib/routes';
import { buildQuery } from '../../../lib/query';
import { browserTimeZone } from '../../../lib/browserTimeZone';
import { fetchInfluencer, reportUrl, resetInfluencerPassword, setInfluencerActive } from '../api';
import { useInfluencerInsights } from '../hooks/useInfluencerInsights';
import { InfluencerLinksTab } from './InfluencerLinksTab';
import { InsightsPanel } from './InsightsPanel';

const PREVIEW_WIDTH = 1100;

const TABS = ['insights', 'links', 'shorts'] as const;
type Tab = (typeof TABS)[number];

interface Props {
  username: string;
  onBack: () => void;
  onEdit: () => void;
  /** After a change made here (deactivation): the list shows it. */
  onChanged: (influencer: InfluencerOut) => void;
  /** A password reset's new password, shown once by the page. */
  onNewPassword: (influencer: InfluencerOut, password: string) => void;
}


/** The link editor's create path with this influencer fixed (the links page reads it). */
const createPath = (list: string, username: string) =>
  `${list}?${buildQuery([
    ['create', '1'],
    ['influencer', username],
  ])}`;

export function InfluencerPreview({ username, onBack, onEdit, onChanged, onNewPassword }: Props) {
  const t = useT();
  const { user, config } = usePageProps();
  const { today, timeZone } = useToday();
  const influencer = useResource(username, fetchInfluencer, (error) => {
    console.warn('Loading the influencer failed', error);
    onBack();
  });
  const [tab, setTab] = useState<Tab>('insights');
  const [chosenRange, setChosenRange] = useState<DateRange | null>(null);
  const range = chosenRange ?? defaultRange(today, user?.isAdmin ?? false);
  // Both wait for the merchant's today (the zone), so the first calls ask for the right days.
  const insights = useInfluencerInsights(username, timeZone ? range : null);
  const lifetime = useInfluencerInsights(username, timeZone ? presetRange('lifetime', today) : null);
  const [confirm, setConfirm] = useState<'reset' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const [resetFailed, setResetFailed] = useState(false);
  const [toast, setToast] = useState<MessageKey | null>(null);
  const clearToast = useCallback(() => setToast(null), []);
  const copied = useCallback((ok: boolean) => setToast(ok ? 'links.copied' : 'links.copyFailed'), []);

  if (!user) return null;

  const menu: MoreMenuItem[] = influencer
    ? [
        { id: 'edit', label: t('influencers.menu.edit'), icon: 'pencil', onSelect: onEdit },
        {
          id: 'copy-login',
          label: t('influencers.menu.copyLogin'),
          icon: 'copy',
          onSelect: () =>
            void copyText(influencerLoginLink(config.publicUrl, user.username, username)).then(
              () => setToast('influencers.loginCopied'),
              () => setToast('links.copyFailed'),
            ),
        },
        { id: 'report', label: t('influencers.menu.report'), icon: 'download', href: reportUrl(username, browserTimeZone(), apiDays(range)) },
        { id: 'reset', label: t('influencers.menu.resetPassword'), icon: 'user', onSelect: () => setConfirm('reset') },
        ...(influencer.is_active
          ? [{ id: 'delete', label: t('influencers.menu.delete'), icon: 'trash' as const, danger: true, onSelect: () => setConfirm('delete') }]
          : []),
        // Closes the menu, as Escape does.
        { id: 'cancel', label: t('influencers.menu.cancel'), icon: 'close', onSelect: () => undefined },
      ]
    : [];

  const resetPassword = () => {
    setBusy(true);
    resetInfluencerPassword(username).then(
      (refreshed) => {
        setBusy(false);
        setConfirm(null);
        if (refreshed.password) onNewPassword(refreshed, refreshed.password);
      },
      (error: unknown) => {
        console.warn('Resetting the influencer password failed', error);
        setBusy(false);
        setConfirm(null);
        setResetFailed(true);
      },
    );
  };

  const deactivate = () => {
    setBusy(true);
    setInfluencerActive(username, false).then(
      (changed) => {
        onChanged(changed);
        onBack();
      },
      (error: unknown) => {
        // A failed delete only goes back (docs/influencers.md).
        console.warn('Deactivating the influencer failed', error);
        onBack();
      },
    );
  };

  const life = lifetime.insights;
  const count = (value: number | null | undefined) => (value === undefined || value === null ? '–' : formatCount(value));
  const headerFigures = [
    { id: 'clicks', label: t('influencers.header.clicks'), value: count(life?.clicks) },
    { id: 'sales', label: t('influencers.header.sales'), value: count(life?.total_sales) },
    {
      id: 'revenue',
      label: t('influencers.header.revenue'),
      value: life?.total_revenue ? formatMoney(Number(life.total_revenue), life.currency) : '–',
    },
  ];

  return (
    <SheetDialog
      title={t('influencers.preview.title')}
      width={PREVIEW_WIDTH}
      backLabel={t('common.back')}
      onClose={onBack}
      action={<MoreMenu label={t('linkPreview.menu.label')} items={menu} />}
    >
      {!influencer ? (
        <Center>
          <Spinner label={t('common.loading')} />
        </Center>
      ) : (
        <Body data-influencer-preview={username}>
          <Header>
            <Avatar name={influencer.username} imageUrl={influencer.profile_image_url} size={88} />
            <Who>
              <Name>@{influencer.username}</Name>
              <Muted>{influencer.email}</Muted>
              <Tags>
                {influencer.promocode && <Tag tone="brand">{influencer.promocode}</Tag>}
                <Tag tone="green">{t('influencers.header.commission', { rate: formatPercent(influencer.commission) })}</Tag>
                {!influencer.is_active && <Tag tone="neutral">{t('influencers.inactive')}</Tag>}
              </Tags>
            </Who>
            <HeaderFigures>
              <FigureStrip label={t('influencers.header.figures')} figures={headerFigures} busy={lifetime.loading} />
            </HeaderFigures>
          </Header>
          {influencer.is_active && (
            <Actions>
              <ButtonLink href={createPath(PATHS.links, username)} data-create-influencer-link="">
                {t('influencers.createLink')}
              </ButtonLink>
              <ButtonLink variant="secondary" href={createPath(PATHS.shorts, username)} data-create-influencer-short="">
                {t('influencers.createShort')}
              </ButtonLink>
            </Actions>
          )}
          <TabBar
            label={t('influencers.preview.title')}
            idPrefix="influencer"
            tabs={TABS.map((id) => ({ id, label: t(`influencers.tab.${id}`) }))}
            selected={tab}
            onSelect={setTab}
          />
          <div {...tabPanelProps('influencer', tab)}>
            {tab === 'insights' && <InsightsPanel state={insights} range={range} today={today} onRangeChange={setChosenRange} />}
            {tab !== 'insights' && (
              <InfluencerLinksTab
                businessId={user.businessId}
                username={username}
                kind={tab === 'links' ? 'LOOK' : 'SHORT'}
                onCopied={copied}
              />
            )}
          </div>
        </Body>
      )}
      {confirm === 'reset' && (
        <ConfirmDialog
          title={t('influencers.reset.title')}
          message={t('influencers.reset.message', { username })}
          cancelLabel={t('influencers.menu.cancel')}
          confirmLabel={t('influencers.reset.confirm')}
          danger={false}
          busy={busy}
          onConfirm={resetPassword}
          onClose={() => setConfirm(null)}
        />
      )}
      {confirm === 'delete' && (
        <ConfirmDialog
          title={t('influencers.delete.title')}
          message={t('influencers.delete.message', { username })}
          cancelLabel={t('influencers.menu.cancel')}
          confirmLabel={t('influencers.delete.confirm')}
          busy={busy}
          onConfirm={deactivate}
          onClose={() => setConfirm(null)}
        />
      )}
      {resetFailed && (
        <MessageDialog
          tone="error"
          title={t('influencers.reset.failedTitle')}
          message={t('influencers.reset.failedMessage')}
          buttonLabel={t('common.close')}
          onClose={() => setResetFailed(false)}
        />
      )}
      {toast && <Toast message={t(toast)} onDone={clearToast} />}
    </SheetDialog>
  );
}

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Who = styled.div`
  display: flex;
  flex: 1 1 220px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const HeaderFigures = styled.div`
  flex: 1 1 300px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
