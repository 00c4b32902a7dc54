/**
 * One sentence near a page's top saying what this viewer can do there, when it is less than the
 * page offers others: an influencer without the create-and-edit permission sees the links but no
 * create button, and is told who creates them and what is left to them
 * (docs/dashboard.md#what-an-influencer-is-told). Decided from the session user, so it is in the
 * server's markup.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';

export function ViewerNote({ children }: { children: ReactNode }) {
  return <Note data-viewer-note="">{children}</Note>;
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
