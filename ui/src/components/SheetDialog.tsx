/**
 * A large modal for content screens (docs/links.md#editors): a top bar with back, a title and an
 * action, a scrolling body, a fixed desktop width (link 1100, short 700, ...) and full screen under
 * 1000px. Like `Dialog` it rests on the native `<dialog>` (focus trap, Escape) and opens when
 * mounted; the parent closes it by unmounting. Escape and back both ask `onClose`, so a form
 * can confirm discarding changes first. It opens with the focus on itself, so no control shows a
 * focus ring until a key is pressed (the back button's ring is for the keyboard only).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useModalDialog } from '../hooks/useModalDialog';
import { Icon } from './Icon';
import { roundIconButton } from '../theme/mixins';
import { media } from '../theme/theme';

interface Props {
  title: string;
  /** Desktop width: px as a number, or a CSS length such as "65vw" (multilink preview). */
  width: number | string;
  /** Label of the back button (it closes). */
  backLabel: string;
  onClose: () => void;
  /** The top bar's end: Create / Save, Done. */
  action?: ReactNode;
  children: ReactNode;
}

export function SheetDialog({ title, width, backLabel, onClose, action, children }: Props) {
  const { ref, titleId, handleCancel } = useModalDialog(onClose, { focusSelf: true });

  return (
    <Box ref={ref} aria-labelledby={titleId} onCancel={handleCancel} $width={width} tabIndex={-1}>
      <Bar>
        <BackButton type="button" onClick={onClose} aria-label={backLabel} title={backLabel}>
          <Icon name="arrowBack" mirrorInRtl />
        </BackButton>
        <Title id={titleId}>{title}</Title>
        <End>{action}</End>
      </Bar>
      <Body>{children}</Body>
    </Box>
  );
}

const Box = styled.dialog<{ $width: number | string }>`
  width: min(${({ $width }) => (typeof $width === 'number' ? `${$width}px` : $width)}, calc(100vw - 32px));
  max-height: calc(100vh - 48px);
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  overflow: hidden;
  /* It holds the focus only as it opens (useModalDialog); its controls show their own rings. */
  outline: none;

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }

  ${media.mobile} {
    width: 100vw;
    max-width: 100vw;
    height: 100dvh;
    max-height: 100dvh;
    margin: 0;
    border-radius: 0;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  flex: none;
`;

const BackButton = styled.button`
  ${roundIconButton}
`;

/**
 * The title asks for its whole width before it grows (flex-basis auto): when the bar's actions
 * do not fit beside it, as the picker's count, Cancel and Done on a phone, they wrap to a row
 * of their own instead of squeezing the title onto two lines under them.
 */
const Title = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const End = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  margin-inline-start: auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
`;
