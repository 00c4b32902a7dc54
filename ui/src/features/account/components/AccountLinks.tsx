/** Links onward from the account page (docs/accounts.md#account-page): links, appearance (admins) and pricing plans. */
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { Cluster } from '../../../components/Cluster';
import { Icon, type IconName } from '../../../components/Icon';
import { PATHS } from '../../../lib/routes';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';

interface Props {
  user: SessionUser;
}

interface Entry {
  href: string;
  icon: IconName;
  label: MessageKey;
}

export function AccountLinks({ user }: Props) {
  const t = useT();
  const entries: Entry[] = [
    { href: PATHS.links, icon: 'link', label: 'nav.links' },
    ...(user.isAdmin ? [{ href: PATHS.appearance, icon: 'palette' as const, label: 'nav.appearance' as const }] : []),
    { href: PATHS.pricingPlans, icon: 'card', label: 'page.pricingPlans.title' },
  ];
  return (
    <Cluster as="nav" aria-label={t('account.links.label')} $gap="sm" $wrap>
      {entries.map((entry) => (
        <Item key={entry.href} href={entry.href}>
          <Icon name={entry.icon} size={18} />
          {t(entry.label)}
        </Item>
      ))}
    </Cluster>
  );
}

const Item = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
