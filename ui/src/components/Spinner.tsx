/** A small rotating ring that says "working" to sighted users; it carries a label for the rest. */
import styled, { keyframes } from 'styled-components';
import { media } from '../theme/theme';

interface Props {
  /** Announced to screen readers, e.g. "Verifying your account…". */
  label: string;
  size?: number;
}

export function Spinner({ label, size = 40 }: Props) {
  return <Ring role="status" aria-label={label} $size={size} />;
}

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.brandSoft};
  border-top-color: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;

  ${media.reducedMotion} {
    animation-duration: 2.5s;
  }
`;
