/**
 * A large modal for content screens (spec 2 §2: multilink preview 65vw, multilink edit 700px):
 * a header with a title, optional header actions and a close button, a scrolling body and an
 * optional footer. Full screen on mobile (under 1000px). Built on the native `<dialog>` like
 * Dialog, so focus trapping and Escape come from the browser.
 */
import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { Icon } from './Icon';

interface Props {
  title: string;
  /** CSS width on desktop, e.g. "65vw" or "700px". */
  width: string;
  closeLabel: string;
  onClose: () => void;
  /** Shown at the end of the header (a more-options menu, a save button). */
  headerActions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

export function WideDialog({ title, width, closeLabel, onClose, headerActions, footer, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  return (
    <Box ref={ref} aria-labelledby={titleId} onCancel={handleCancel} $width={width}>
      <Header>
        <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" size={20} />
        </CloseButton>
        <Title id={titleId}>{title}</Title>
        {headerActions}
      </Header>
      <Body>{children}</Body>
      {footer && <Footer>{footer}</Footer>}
    </Box>
  );
}

const Box = styled.dialog<{ $width: string }>`
  width: ${({ $width }) => $width};
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 48px);
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  flex-direction: column;

  &[open] {
    display: flex;
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }

  ${({ theme }) => theme.media.mobile} {
    width: 100vw;
    max-width: 100vw;
    height: 100vh;
    max-height: 100vh;
    margin: 0;
    border-radius: 0;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
