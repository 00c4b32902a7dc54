/**
 * A message strip. Errors and warnings are announced by screen readers (role alert), the other
 * tones politely (role status).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BannerTone = 'error' | 'warning' | 'info' | 'success';

interface Props {
  tone: BannerTone;
  children: ReactNode;
}

export function Banner({ tone, children }: Props) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <Strip $tone={tone} role={urgent ? 'alert' : 'status'}>
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
