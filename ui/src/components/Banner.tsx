/**
 * A message strip, with an optional bold title line. Errors and warnings are announced by
 * screen readers (role alert), the other tones politely (role status). A warning that is not
 * the answer to what the user just did (one that is there as a dialog opens) passes `polite`,
 * so it does not interrupt what is being read.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BannerTone = 'error' | 'warning' | 'info' | 'success';

interface Props {
  tone: BannerTone;
  title?: string;
  children?: ReactNode;
  /** Announce politely (role status) whatever the tone. */
  polite?: boolean;
}

export function Banner({ tone, title, children, polite = false }: Props) {
  const urgent = !polite && (tone === 'error' || tone === 'warning');
  return (
    <Strip $tone={tone} role={urgent ? 'alert' : 'status'}>
      {title && <Title>{title}</Title>}
      {children}
    </Strip>
  );
}

const Strip = styled.div<{ $tone: BannerTone }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => theme.colors[$tone === 'error' ? 'danger' : $tone]};
  background: ${({ theme, $tone }) => theme.colors[`${$tone === 'error' ? 'danger' : $tone}Soft`]};
`;

const Title = styled.strong`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &:not(:last-child) {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;
