/**
 * The signed-in frame around every dashboard page (docs/dashboard.md#navigation): sidebar, trial
 * strip, top bar, mobile tab bar and the first-load splash. It stays mounted while the client
 * navigates between dashboard pages; only the page inside changes.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SessionUser } from '../../generated/SessionUser';
import { PAGE_WIDTHS } from '../../lib/routes';
import { useT } from '../../i18n/useT';
import { usePageProps } from '../../lib/pageProps';
import { media } from '../../theme/theme';
import { focusRing } from '../../theme/mixins';
import { MobileTabBar } from './MobileTabBar';
import { Sidebar } from './Sidebar';
import { Splash } from './Splash';
import { TopBar } from './TopBar';
import { TrialStrip } from './TrialStrip';
import { sidebarModeOf } from './sidebarMode';

interface Props {
  user: SessionUser;
  children: ReactNode;
}

export function DashboardShell({ user, children }: Props) {
  const t = useT();
  const { page, path, config } = usePageProps();
  return (
    <Frame>
      <SkipLink href="#main">{t('common.skipToContent')}</SkipLink>
      <Sidebar user={user} config={config} page={page} mode={sidebarModeOf(user)} />
      <Column>
        <TrialStrip user={user} />
        <TopBar user={user} page={page} path={path} />
        <Main id="main" tabIndex={-1}>
          <Content $maxWidth={PAGE_WIDTHS[page]}>{children}</Content>
        </Main>
      </Column>
      <MobileTabBar user={user} page={page} />
      <Splash />
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.sm};
  top: -100px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.sm};
  z-index: ${({ theme }) => theme.zIndex.splash - 1};
  ${focusRing}

  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.xl};
  outline: none;

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
    padding-bottom: calc(${({ theme }) => theme.layout.tabBarHeight} + ${({ theme }) => theme.space.lg});
  }
`;

const Content = styled.div<{ $maxWidth: number }>`
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  margin-inline: auto;
`;
