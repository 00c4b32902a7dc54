/**
 * Home with a connected store (docs/home.md): the header with the create buttons (or, for an
 * influencer who may not create, a sentence saying who does and what is left to them), the trial
 * alert, the to-do list (admins, while a task is open), recent activity, recent orders (admins)
 * and, on a phone, "Book an expert" for free admins with fewer than three links.
 *
 * First paint: what the session user decides (header, alert, buttons, tabs) is in the server's
 * markup; the logo and the to-do list follow the user details (page data, else one call after
 * mount); lists and orders always load in the browser (docs/home.md#first-paint).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Toast } from '../../../components/Toast';
import { ViewerNote } from '../../../components/ViewerNote';
import type { ClientConfig } from '../../../generated/ClientConfig';
import type { SessionUser } from '../../../generated/SessionUser';
import type { UserDetails } from '../../../generated/UserDetails';
import type { MessageKey } from '../../../i18n/catalogue';
import { useUserDetails } from '../../../hooks/useUserDetails';
import { useT } from '../../../i18n/useT';
import { planState } from '../../../lib/plan';
import { media } from '../../../theme/theme';
import { useRecentLists, type RecentLists } from '../hooks/useRecentLists';
import { homeSections, showsBookExpert } from '../homeRules';
import { recentTabs } from '../recentCounts';
import { showsTodo, todoTasks } from '../todo';
import { BookExpertButton } from './BookExpertButton';
import { CreateButtons } from './CreateButtons';
import { HomeHeader } from './HomeHeader';
import { RecentActivities } from './RecentActivities';
import { RecentOrders } from './RecentOrders';
import { TodoList } from './TodoList';
import { TrialAlert } from './TrialAlert';

interface Props {
  user: SessionUser;
  config: ClientConfig;
  /** The details the server put in the page data, if any. */
  initialDetails: UserDetails | null;
  /** Shown under the header: the page puts the catalog sync notice here for admins. */
  notice?: ReactNode;
}

/** Looks and shorts loaded so far, once both lists are known; null before. */
function loadedLinkCount(lists: RecentLists): number | null {
  const { instants, shorts } = lists;
  if (instants?.status !== 'ready' || shorts?.status !== 'ready') return null;
  return instants.items.length + shorts.items.length;
}

export function HomeArea({ user, config, initialDetails, notice }: Props) {
  const t = useT();
  const sections = homeSections(user);
  const compact = sections.compactOnPhone;
  const details = useUserDetails(initialDetails);
  const { lists, load } = useRecentLists(user.businessId);
  const wantsLinkCount = user.isAdmin && planState(user).isFree;
  const [toast, setToast] = useState<MessageKey | null>(null);

  useEffect(() => {
    load('instants');
    // The floating "Book an expert" needs both counts, so its users get the shorts at once.
    if (wantsLinkCount) load('shorts');
  }, [load, wantsLinkCount]);

  const copied = useCallback((ok: boolean) => setToast(ok ? 'links.copied' : 'links.copyFailed'), []);
  const clearToast = useCallback(() => setToast(null), []);

  const bookExpert = showsBookExpert(user, loadedLinkCount(lists));
  const tasks = details ? todoTasks(details) : null;
  const logo = details ? (details.businessLogo ?? details.brand.logoUrl) : null;

  return (
    <Page data-home="" data-home-compact={compact || undefined} $roomForButton={bookExpert}>
      <Top>
        <HomeHeader user={user} logo={logo} compact={compact} />
        <CreateButtons user={user} sections={sections} compact={compact} />
      </Top>
      {sections.viewOnlyNote && <ViewerNote>{t('home.influencer.viewOnly')}</ViewerNote>}
      {sections.trialAlert && <TrialAlert user={user} />}
      {notice}
      {tasks && showsTodo(user, tasks) && <TodoList tasks={tasks} />}
      <RecentActivities tabs={recentTabs(user)} lists={lists} load={load} onCopied={copied} />
      {sections.adminParts && <RecentOrders />}
      {bookExpert && <BookExpertButton href={config.bookExpertUrl} />}
      {toast && <Toast message={t(toast)} onDone={clearToast} />}
    </Page>
  );
}

/** Room under the content on a phone, so the floating button never covers its end. */
const FLOATING_ROOM = '72px';

const Page = styled.div<{ $roomForButton: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;

  ${media.mobile} {
    gap: ${({ theme }) => theme.space.lg};
    padding-bottom: ${({ $roomForButton }) => ($roomForButton ? FLOATING_ROOM : '0')};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};

  ${media.mobile} {
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
  }
`;
