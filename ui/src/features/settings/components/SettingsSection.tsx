/** One section of the Settings page: a card with its heading, a sentence on what it does, and its fields. */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { SectionCard, SectionHeading } from '../../../components/SectionCard';

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
    <SectionCard aria-labelledby={headingId} data-settings-section={id}>
      <SectionHeading id={headingId}>{title}</SectionHeading>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </SectionCard>
  );
}

/** Explanatory text under a heading or beside a control. */
export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
