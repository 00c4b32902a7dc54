/**
 * The more-options menu of previews (docs/links.md#previews): a three-dot button opening a list of
 * actions (edit, copy link, delete…). Closes on choice, Escape or a press outside.
 */
import { useCallback, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useDismiss } from '../hooks/useDismiss';
import { menuRowButton, roundIconButton } from '../theme/mixins';
import { Icon, type IconName } from './Icon';

export interface MoreMenuItem {
  id: string;
  label: string;
  icon: IconName;
  onSelect: () => void;
  danger?: boolean;
}

interface Props {
  /** Accessible name of the three-dot button. */
  label: string;
  items: readonly MoreMenuItem[];
}

export function MoreMenu({ label, items }: Props) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, close);

  if (items.length === 0) return null;
  return (
    <Container ref={containerRef}>
      <Trigger
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="more" size={22} />
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu">
          {items.map((item) => (
            <Item
              key={item.id}
              type="button"
              role="menuitem"
              $danger={item.danger ?? false}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              <Icon name={item.icon} size={18} />
              {item.label}
            </Item>
          ))}
        </Menu>
      )}
    </Container>
  );
}

const Container = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  ${roundIconButton}
`;

const Menu = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  inset-inline-end: 0;
  min-width: 180px;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  z-index: ${({ theme }) => theme.zIndex.menu};
`;

const Item = styled.button<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  ${menuRowButton}

  ${({ $danger, theme }) =>
    $danger &&
    css`
      color: ${theme.colors.danger};
    `}
`;
