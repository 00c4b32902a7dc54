/**
 * The mobile user drawer (docs/dashboard.md#navigation): opened from the avatar in the mobile top
 * bar; lists Shopboard, Multilinks, Trends, Analytics, My account, Appearance, Settings and Logout,
 * filtered by role like the sidebar.
 */
import { planLabelKey } from '../../lib/plan';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { PageId } from '../../generated/PageId';
import type { SessionUser } from '../../generated/SessionUser';
import { Avatar } from '../../components/Avatar';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import { logout } from '../../lib/logout';
import { useDismiss } from '../../hooks/useDismiss';
import { drawerItems } from './navItems';
import {
  Backdrop,
  CloseButton,
  Entry,
  Header,
  List,
  Muted,
  Panel,
  Strong,
  Trigger,
  Who,
} from './UserDrawer.styles';

interface Props {
  user: SessionUser;
  page: PageId;
}

export function UserDrawer({ user, page }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, panelRef, close);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  /** Following a link closes the drawer; client navigation keeps the shell mounted. */
  const handlePanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  const handleLogout = () => {
    setOpen(false);
    void logout();
  };

  const name = user.name || user.username;

  return (
    <>
      <Trigger
        type="button"
        aria-label={t('nav.openDrawer')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Avatar name={name} imageUrl={user.isAdmin ? null : user.influencerImageUrl} size={32} />
      </Trigger>
      {open && (
        <Backdrop>
          <Panel
            ref={panelRef}
            role="dialog"
            aria-modal="true"
            aria-label={t('nav.drawer')}
            onClick={handlePanelClick}
          >
            <Header>
              <Avatar name={name} imageUrl={user.isAdmin ? null : user.influencerImageUrl} />
              <Who>
                <Strong>{user.businessName || name}</Strong>
                <Muted>{t('userMenu.plan', { plan: t(planLabelKey(user)) })}</Muted>
              </Who>
              <CloseButton ref={closeRef} type="button" aria-label={t('nav.closeDrawer')} onClick={close}>
                <Icon name="close" />
              </CloseButton>
            </Header>
            <List>
              {drawerItems(user).map((item) => (
                <li key={item.id}>
                  {item.disabled ? (
                    <Entry as="span" role="link" aria-disabled="true" title={t('nav.needsStore')} $disabled>
                      <Icon name={item.icon} />
                      {t(item.labelKey)}
                    </Entry>
                  ) : (
                    <Entry
                      href={item.href}
                      aria-current={item.page === page ? 'page' : undefined}
                      $disabled={false}
                    >
                      <Icon name={item.icon} />
                      {t(item.labelKey)}
                    </Entry>
                  )}
                </li>
              ))}
              <li>
                <Entry as="button" type="button" onClick={handleLogout} $disabled={false}>
                  <Icon name="logout" mirrorInRtl />
                  {t('nav.logout')}
                </Entry>
              </li>
            </List>
          </Panel>
        </Backdrop>
      )}
    </>
  );
}
