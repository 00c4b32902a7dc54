/**
 * The desktop user menu behind the avatar (docs/dashboard.md#navigation): plan and Upgrade (admin),
 * business name, My account, Billing (coming soon), Logout, legal pages and Help. A disclosure
 * (button plus panel of links) rather than an ARIA menu, so plain Tab navigation works.
 */
import { planLabelKey } from '../../lib/plan';
import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import type { SessionUser } from '../../generated/SessionUser';
import { Avatar } from '../../components/Avatar';
import { ButtonLink } from '../../components/ButtonLink';
import { Icon } from '../../components/Icon';
import { PATHS } from '../../lib/routes';
import { useT } from '../../i18n/useT';
import { logout } from '../../lib/logout';
import { useDismiss } from '../../hooks/useDismiss';
import {
  Badge,
  Business,
  Container,
  Divider,
  MenuButton,
  MenuDisabled,
  MenuLink,
  Panel,
  PlanName,
  PlanRow,
  Trigger,
} from './UserMenu.styles';

interface Props {
  user: SessionUser;
}

export function UserMenu({ user }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, close);

  /** Following a link closes the menu; client navigation keeps the shell mounted. */
  const handlePanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  const handleLogout = () => {
    setOpen(false);
    void logout();
  };

  return (
    <Container ref={containerRef}>
      <Trigger
        type="button"
        aria-label={t('userMenu.open')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar
          name={user.name || user.username}
          imageUrl={user.isAdmin ? null : user.influencerImageUrl}
        />
      </Trigger>
      {open && (
        <Panel id={panelId} aria-label={t('userMenu.label')} role="region" onClick={handlePanelClick}>
          <PlanRow>
            <PlanName>{t('userMenu.plan', { plan: t(planLabelKey(user)) })}</PlanName>
            {user.isAdmin && (
              <ButtonLink href={PATHS.pricingPlans} size="sm">
                {t('action.upgrade')}
              </ButtonLink>
            )}
          </PlanRow>
          <Business>{user.businessName}</Business>
          <Divider />
          <MenuLink href={PATHS.myAccount}>
            <Icon name="user" size={18} />
            {t('nav.myAccount')}
          </MenuLink>
          <MenuDisabled aria-disabled="true">
            <Icon name="card" size={18} />
            {t('nav.billing')}
            <Badge>{t('common.comingSoon')}</Badge>
          </MenuDisabled>
          <MenuButton type="button" onClick={handleLogout}>
            <Icon name="logout" size={18} mirrorInRtl />
            {t('nav.logout')}
          </MenuButton>
          <Divider />
          <MenuLink href={PATHS.privacyPolicy}>
            <Icon name="document" size={18} />
            {t('nav.privacyPolicy')}
          </MenuLink>
          <MenuLink href={PATHS.terms}>
            <Icon name="document" size={18} />
            {t('nav.terms')}
          </MenuLink>
          <MenuLink href={PATHS.helpShopify}>
            <Icon name="help" size={18} />
            {t('nav.help')}
          </MenuLink>
        </Panel>
      )}
    </Container>
  );
}
