/** A muted line in an account section: what a section does, or why it is not available yet. */
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface Props {
  children: ReactNode;
}

export function SectionNote({ children }: Props) {
  return <Note>{children}</Note>;
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
