/** One section of the Settings page: a card with its heading, a sentence on what it does, and its fields. */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

interface Props {
  /** Names the section for tests (`data-settings-section`). */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

export function SettingsSection({ id, title, intro, children }: Props) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} data-settings-section={id}>
      <Heading id={headingId}>{title}</Heading>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.3;
`;

/** Explanatory text under a heading or beside a control. */
export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
