/**
 * The mobile bottom tab bar (docs/dashboard.md#navigation): Home, Links, the add button, Shorts,
 * and Influencers (admin) or Analytics (influencer with an analytics permission). Shown under 1000px by CSS.
 */
import styled from 'styled-components';
import type { PageId } from '../../generated/PageId';
import type { SessionUser } from '../../generated/SessionUser';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import { media } from '../../theme/theme';
import { focusRing } from '../../theme/mixins';
import { AddMenu } from './AddMenu';
import { mobileTabItems, type NavItem } from './navItems';

interface Props {
  user: SessionUser;
  page: PageId;
}

export function MobileTabBar({ user, page }: Props) {
  const t = useT();
  const tabs = mobileTabItems(user);
  const renderTab = (item: NavItem) => (
    <li key={item.id}>
      {item.disabled ? (
        <Tab
          as="span"
          role="link"
          aria-disabled="true"
          title={t('nav.needsStore')}
          data-nav-id={item.id}
          $active={false}
          $disabled
        >
          <Icon name={item.icon} />
          <TabLabel>{t(item.labelKey)}</TabLabel>
        </Tab>
      ) : (
        <Tab
          href={item.href}
          aria-current={item.page === page ? 'page' : undefined}
          data-nav-id={item.id}
          $active={item.page === page}
          $disabled={false}
        >
          <Icon name={item.icon} />
          <TabLabel>{t(item.labelKey)}</TabLabel>
        </Tab>
      )}
    </li>
  );

  return (
    <Bar aria-label={t('nav.mobile')} data-mobile-tab-bar="">
      <List>
        {tabs.slice(0, 2).map(renderTab)}
        <li>
          <AddMenu user={user} />
        </li>
        {tabs.slice(2).map(renderTab)}
      </List>
    </Bar>
  );
}

const Bar = styled.nav`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  height: ${({ theme }) => theme.layout.tabBarHeight};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.bar};
  z-index: ${({ theme }) => theme.zIndex.tabBar};

  ${media.desktop} {
    display: none;
  }
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  justify-content: space-around;
  height: 100%;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  list-style: none;

  & > li {
    flex: 1;
    display: flex;
    justify-content: center;
  }
`;

const Tab = styled.a<{ $active: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme, $active, $disabled }) =>
    $disabled ? theme.colors.disabled : $active ? theme.colors.brand : theme.colors.textMuted};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  ${focusRing}
`;

const TabLabel = styled.span`
  white-space: nowrap;
`;
