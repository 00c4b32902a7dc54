/**
 * One sidebar entry: a link, an external link (new tab), or a disabled entry that explains it
 * needs a connected store. The label carries `data-sidebar-label` so the collapsed sidebar can
 * hide it visually while screen readers still read it.
 */
import styled, { css } from 'styled-components';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import { focusRing, visuallyHidden } from '../../theme/mixins';
import type { NavItem } from './navItems';

interface Props {
  item: NavItem;
  active: boolean;
}

export function SidebarItem({ item, active }: Props) {
  const t = useT();
  const label = t(item.labelKey);

  if (item.disabled) {
    return (
      <Entry
        as="span"
        role="link"
        aria-disabled="true"
        title={t('nav.needsStore')}
        data-nav-id={item.id}
        $active={false}
        $disabled
      >
        <Icon name={item.icon} />
        <Label data-sidebar-label="">{label}</Label>
      </Entry>
    );
  }

  if (item.external) {
    return (
      <Entry
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        title={label}
        data-nav-id={item.id}
        $active={false}
        $disabled={false}
      >
        <Icon name={item.icon} />
        <Label data-sidebar-label="">{label}</Label>
        <Hidden>{t('common.opensInNewTab')}</Hidden>
      </Entry>
    );
  }

  return (
    <Entry
      href={item.href}
      title={label}
      aria-current={active ? 'page' : undefined}
      data-nav-id={item.id}
      $active={active}
      $disabled={false}
    >
      <Icon name={item.icon} />
      <Label data-sidebar-label="">{label}</Label>
    </Entry>
  );
}

const Entry = styled.a<{ $active: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.brandSoft};
      color: ${theme.colors.brand};
      &:hover {
        background: ${theme.colors.brandSoft};
      }
    `}

  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      color: ${theme.colors.disabled};
      cursor: not-allowed;
      &:hover {
        background: transparent;
      }
    `}
`;

const Label = styled.span`
  white-space: nowrap;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
