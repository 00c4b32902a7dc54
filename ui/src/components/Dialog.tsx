/**
 * A modal dialog on the native `<dialog>` element: `showModal()` gives the focus trap, the
 * inert page behind and Escape for free. It opens when mounted and the parent closes it by
 * unmounting, so dialogs only ever exist after a user action (never in the server markup).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useModalDialog } from '../hooks/useModalDialog';

interface Props {
  title: string;
  children: ReactNode;
  /** Buttons or links at the bottom. */
  actions: ReactNode;
  /** Escape asks to close; the parent decides (and unmounts the dialog). */
  onClose: () => void;
  /** `alertdialog` for errors and destructive confirmations. */
  role?: 'dialog' | 'alertdialog';
}

export function Dialog({ title, children, actions, onClose, role = 'dialog' }: Props) {
  const { ref, titleId, handleCancel } = useModalDialog(onClose);

  return (
    <Box ref={ref} role={role} aria-labelledby={titleId} onCancel={handleCancel}>
      <Title id={titleId}>{title}</Title>
      <Body>{children}</Body>
      <Actions>{actions}</Actions>
    </Box>
  );
}

const Box = styled.dialog`
  width: min(440px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space.xl};
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.menu};

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.3;
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};

  & > p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
