/**
 * Home's recent activity (docs/home.md#recent-activities): tabs Instants, Shorts and, for admins,
 * Influencers. The page owns the lists (useRecentLists), so a tab loads on its first opening and
 * shows what it loaded when it is opened again. A spinner while a tab loads; an empty tab says so.
 */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { Spinner } from '../../../components/Spinner';
import { TabBar, tabPanelProps } from '../../../components/TabBar';
import { useT } from '../../../i18n/useT';
import { PATHS } from '../../../lib/routes';
import type { RecentLists } from '../hooks/useRecentLists';
import { recentCount, type RecentTab } from '../recentCounts';
import { RecentInfluencers } from './RecentInfluencers';
import { RecentLinks } from './RecentLinks';

interface Props {
  tabs: readonly RecentTab[];
  lists: RecentLists;
  /** Asks for a tab's list; a list already asked for is not asked again. */
  load: (tab: RecentTab) => void;
  onCopied: (ok: boolean) => void;
}

const ID = 'home-recent';

const SEE_ALL: Readonly<Record<RecentTab, string>> = {
  instants: PATHS.links,
  shorts: PATHS.shorts,
  influencers: PATHS.influencers,
};

export function RecentActivities({ tabs, lists, load, onCopied }: Props) {
  const t = useT();
  const [selected, setSelected] = useState<RecentTab>('instants');
  const select = (tab: RecentTab) => {
    setSelected(tab);
    load(tab);
  };
  const label = t(`home.recent.tab.${selected}`);
  const mobileCount = recentCount(selected, true);

  const ready = readyGrid(selected, lists, mobileCount, label, onCopied);
  let content: ReactNode;
  if (!ready) {
    content = (
      <Center>
        <Spinner label={t('common.loading')} />
      </Center>
    );
  } else if (ready.count === 0) {
    content = <Empty data-home-empty={selected}>{t(`home.recent.empty.${selected}`)}</Empty>;
  } else {
    content = (
      <>
        {ready.grid}
        <SeeAll>
          <ButtonLink href={SEE_ALL[selected]} variant="ghost" size="sm">
            {t(`home.recent.seeAll.${selected}`)}
          </ButtonLink>
        </SeeAll>
      </>
    );
  }

  return (
    <Section aria-labelledby="home-recent-title" data-home-recent="">
      <Title id="home-recent-title">{t('home.recent.title')}</Title>
      <TabBar
        label={t('home.recent.title')}
        idPrefix={ID}
        tabs={tabs.map((tab) => ({ id: tab, label: t(`home.recent.tab.${tab}`) }))}
        selected={selected}
        onSelect={select}
      />
      <div {...tabPanelProps(ID, selected)} data-home-tab={selected}>
        {content}
      </div>
    </Section>
  );
}

/** The loaded tab's grid and how many items it has; null while the tab loads. */
function readyGrid(
  tab: RecentTab,
  lists: RecentLists,
  mobileCount: number,
  label: string,
  onCopied: (ok: boolean) => void,
): { count: number; grid: ReactNode } | null {
  if (tab === 'influencers') {
    const state = lists.influencers;
    if (state?.status !== 'ready') return null;
    return { count: state.items.length, grid: <RecentInfluencers influencers={state.items} mobileCount={mobileCount} label={label} /> };
  }
  const state = lists[tab];
  if (state?.status !== 'ready') return null;
  return { count: state.items.length, grid: <RecentLinks links={state.items} mobileCount={mobileCount} label={label} onCopied={onCopied} /> };
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const SeeAll = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.sm};
`;
