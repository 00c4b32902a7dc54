/**
 * The frame of a theme section: a panel with its title and its fields in a column (marked
 * `data-theme-section` for tests), and the grid its colour fields sit in.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Panel } from '../../../components/Panel';

interface Props {
  title: string;
  /** Marks the section for tests (`data-theme-section`). */
  section: string;
  children: ReactNode;
}

export function ThemePanel({ title, section, children }: Props) {
  return (
    <Panel title={title}>
      <Fields data-theme-section={section}>{children}</Fields>
    </Panel>
  );
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Colour fields side by side, as many as fit. */
export const Colors = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
