/**
 * The desktop sidebar (docs/dashboard.md#navigation): logo, navigation and the account strip.
 * Expanded from 1200px, 65px wide below, hidden under 1000px where the bottom tab bar takes over.
 * The switch is pure CSS, so the server markup is the client's first render at any window size.
 */
import styled, { css } from 'styled-components';
import type { ClientConfig } from '../../generated/ClientConfig';
import type { PageId } from '../../generated/PageId';
import type { SessionUser } from '../../generated/SessionUser';
import { Logo } from '../../components/Logo';
import { PATHS } from '../../lib/routes';
import { useT } from '../../i18n/useT';
import { media } from '../../theme/theme';
import { visuallyHidden } from '../../theme/mixins';
import { sidebarItems } from './navItems';
import { SidebarItem } from './SidebarItem';
import { SidebarUserStrip } from './SidebarUserStrip';
import { whenCollapsed, type SidebarMode } from './sidebarMode';

interface Props {
  user: SessionUser;
  config: ClientConfig;
  page: PageId;
  mode: SidebarMode;
}

export function Sidebar({ user, config, page, mode }: Props) {
  const t = useT();
  const items = sidebarItems(user, config);
  return (
    <Aside $mode={mode}>
      <Brand>
        <Logo href={PATHS.home} />
      </Brand>
      <Nav aria-label={t('nav.main')}>
        <List>
          {items.map((item) => (
            <li key={item.id}>
              <SidebarItem item={item} active={item.page === page} />
            </li>
          ))}
        </List>
      </Nav>
      <SidebarUserStrip user={user} />
    </Aside>
  );
}

const collapsedRules = css`
  width: ${({ theme }) => theme.layout.sidebarCollapsedWidth};

  [data-sidebar-label] {
    ${visuallyHidden}
  }

  [data-sidebar-hide],
  [data-logo-word] {
    display: none;
  }
`;

const Aside = styled.aside<{ $mode: SidebarMode }>`
  display: none;
  flex-direction: column;
  position: sticky;
  top: 0;
  height: 100vh;
  width: ${({ theme }) => theme.layout.sidebarExpandedWidth};
  flex: none;
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  z-index: ${({ theme }) => theme.zIndex.sidebar};

  ${media.desktop} {
    display: flex;
  }

  ${({ $mode }) => whenCollapsed($mode, collapsedRules)}
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  flex: none;
`;

const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;
