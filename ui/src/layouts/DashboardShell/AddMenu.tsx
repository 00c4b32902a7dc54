/**
 * The mobile add button and its menu (docs/dashboard.md#navigation): Magic store, Link, Short,
 * Multilink and Influencer, filtered by plan and role. Disabled when nothing may be created, saying
 * why: no store yet, or an influencer whose merchant creates their links.
 */
import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { SessionUser } from '../../generated/SessionUser';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import { useDismiss } from '../../hooks/useDismiss';
import { focusRing } from '../../theme/mixins';
import { addMenuItems } from './navItems';

interface Props {
  user: SessionUser;
}

export function AddMenu({ user }: Props) {
  const t = useT();
  const items = addMenuItems(user);
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, close);

  const handlePanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <Container ref={containerRef}>
      <AddButton
        type="button"
        aria-label={t('nav.add')}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={items.length === 0}
        title={items.length === 0 ? t(user.storeConnected ? 'nav.addViewOnly' : 'nav.needsStore') : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="plus" size={24} />
      </AddButton>
      {open && (
        <Panel id={panelId} role="region" aria-label={t('nav.addMenu')} onClick={handlePanelClick}>
          {items.map((item) => (
            <Entry key={item.id} href={item.href}>
              <Icon name={item.icon} />
              {t(item.labelKey)}
            </Entry>
          ))}
        </Panel>
      )}
    </Container>
  );
}

const Container = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
`;

const AddButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  cursor: pointer;
  ${focusRing}

  &:disabled {
    background: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Panel = styled.div`
  position: absolute;
  bottom: calc(100% + ${({ theme }) => theme.space.md});
  left: 50%;
  transform: translateX(-50%);
  width: 220px;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  z-index: ${({ theme }) => theme.zIndex.menu};
`;

const Entry = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
