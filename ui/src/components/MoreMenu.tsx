/**
 * A menu of actions behind one button (docs/links.md#previews): by default the three-dot button
 * of previews (edit, copy link, delete…); with `text`, a small outlined button with that text and
 * a chevron, such as a card's Open (preview, or the public page). An item is a button, or a real
 * link when it has an `href`, so a new tab or a copied address works as it does for any link.
 * Closes on choice, Escape or a press outside.
 */
import { useCallback, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useDismiss } from '../hooks/useDismiss';
import { menuRowButton, roundIconButton } from '../theme/mixins';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './Button';
import { Icon, type IconName } from './Icon';

interface ItemBase {
  id: string;
  label: string;
  icon: IconName;
  danger?: boolean;
}

/** An action run in place. */
interface ActionItem extends ItemBase {
  onSelect: () => void;
  href?: never;
}

/** A link; `newTab` opens it in a new tab (the public page). */
interface LinkItem extends ItemBase {
  href: string;
  newTab?: boolean;
  onSelect?: never;
}

export type MoreMenuItem = ActionItem | LinkItem;

interface Props {
  /** Accessible name of the button. */
  label: string;
  items: readonly MoreMenuItem[];
  /** Visible text of the button; without it, the three-dot icon button. */
  text?: string;
}

export function MoreMenu({ label, items, text }: Props) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, close);

  if (items.length === 0) return null;
  const triggerProps = {
    type: 'button' as const,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => setOpen((value) => !value),
  };
  return (
    <Container ref={containerRef}>
      {text ? (
        <TextTrigger {...triggerProps} $variant="secondary" $size="sm" $fullWidth={false}>
          {text}
          <Icon name="chevronDown" size={16} />
        </TextTrigger>
      ) : (
        <Trigger {...triggerProps}>
          <Icon name="more" size={22} />
        </Trigger>
      )}
      {open && (
        <Menu id={menuId} role="menu" $align={text ? 'start' : 'end'}>
          {items.map((item) =>
            item.href !== undefined ? (
              <Item
                key={item.id}
                as="a"
                href={item.href}
                role="menuitem"
                $danger={item.danger ?? false}
                {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
                onClick={close}
              >
                <Icon name={item.icon} size={18} />
                {item.label}
              </Item>
            ) : (
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
            ),
          )}
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

const TextTrigger = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonStyles}
  gap: ${({ theme }) => theme.space.xs};
`;

/** A text button opens its menu from its start edge (it sits at a card's start); the dots from their end. */
const Menu = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 4px);
  ${({ $align }) => ($align === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
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
  white-space: nowrap;
  text-decoration: none;
  ${menuRowButton}

  ${({ $danger, theme }) =>
    $danger &&
    css`
      color: ${theme.colors.danger};
    `}
`;
