/**
 * The dashboard top bar (docs/dashboard.md#navigation). Desktop: Admin button (outside the admin
 * area only) and the user menu. Mobile: the logo and the avatar that opens the user drawer. Both
 * variants are in the markup and CSS shows one, so hydration never depends on the window size.
 * On mobile a page may put an action beside the avatar (`TopBarSlot`: the Appearance page's Save).
 */
import styled from 'styled-components';
import type { PageId } from '../../generated/PageId';
import type { SessionUser } from '../../generated/SessionUser';
import { ButtonLink } from '../../components/ButtonLink';
import { Logo } from '../../components/Logo';
import { TopBarSlot } from '../../components/TopBarSlot';
import { PATHS } from '../../lib/routes';
import { useT } from '../../i18n/useT';
import { media } from '../../theme/theme';
import { UserDrawer } from './UserDrawer';
import { UserMenu } from './UserMenu';

interface Props {
  user: SessionUser;
  page: PageId;
  path: string;
}

export function TopBar({ user, page, path }: Props) {
  const t = useT();
  const inAdminArea = path === '/admin' || path.startsWith('/admin/');
  return (
    <Bar>
      <MobileOnly>
        <Logo href={PATHS.home} />
      </MobileOnly>
      <Actions>
        {!inAdminArea && (
          <ButtonLink href={PATHS.home} variant="secondary" size="sm">
            {t('nav.admin')}
          </ButtonLink>
        )}
        <DesktopOnly>
          <UserMenu user={user} />
        </DesktopOnly>
        <MobileOnly>
          <TopBarSlot />
          <UserDrawer user={user} page={page} />
        </MobileOnly>
      </Actions>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  z-index: ${({ theme }) => theme.zIndex.topBar};

  ${media.mobile} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-inline-start: auto;
`;

const MobileOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  ${media.desktop} {
    display: none;
  }
`;

const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  ${media.mobile} {
    display: none;
  }
`;
