/** A white card that groups one piece of content, with an optional heading. */
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface Props {
  title?: string;
  /** The page's main panel uses h1; nested panels use h2. */
  headingLevel?: 1 | 2;
  children: ReactNode;
}

export function Panel({ title, headingLevel = 2, children }: Props) {
  return (
    <Card>
      {title && <Heading as={headingLevel === 1 ? 'h1' : 'h2'}>{title}</Heading>}
      {children}
    </Card>
  );
}

const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.3;
`;
