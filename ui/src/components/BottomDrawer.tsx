/**
 * A sheet of actions that rises from the bottom of a phone's screen (the shopboard's "more
 * options"): a title, a close button and full-width rows, one per action. Like `Dialog` it rests
 * on the native `<dialog>` (focus trap, Escape) and opens when mounted; the parent closes it by
 * unmounting. A press on the dimmed page around it closes it too. Choosing a row closes the
 * drawer before the action runs, so a confirmation the action opens is not stacked under it.
 */
import type { MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { useModalDialog } from '../hooks/useModalDialog';
import { focusRing, roundIconButton } from '../theme/mixins';
import { Icon, type IconName } from './Icon';

export interface DrawerAction {
  id: string;
  label: string;
  icon: IconName;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}

interface Props {
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  actions: readonly DrawerAction[];
  onClose: () => void;
}

export function BottomDrawer({ title, closeLabel, actions, onClose }: Props) {
  const { ref, titleId, handleCancel } = useModalDialog(onClose);
  // The dialog's own box is the backdrop's area: a press there is outside the sheet's content.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  return (
    <Sheet ref={ref} aria-labelledby={titleId} onCancel={handleCancel} onClick={closeOnBackdrop} data-bottom-drawer="">
      <Content>
        <Head>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </CloseButton>
        </Head>
        <List>
          {actions.map((action) => (
            <li key={action.id}>
              <Row
                type="button"
                $danger={action.danger ?? false}
                disabled={action.disabled}
                onClick={() => {
                  onClose();
                  action.onSelect();
                }}
              >
                <Icon name={action.icon} />
                {action.label}
              </Row>
            </li>
          ))}
        </List>
      </Content>
    </Sheet>
  );
}

const Sheet = styled.dialog`
  width: 100vw;
  max-width: 100vw;
  margin: auto 0 0;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.menu};

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Content = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.xl}`};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const CloseButton = styled.button`
  ${roundIconButton}
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.button<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.disabled};
    cursor: not-allowed;
  }

  ${({ $danger, theme }) =>
    $danger &&
    css`
      color: ${theme.colors.danger};
    `}
`;
