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

/** A plan's offer inside a section: why a control is not open, and the way to the plans. */
export const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};

  p {
    flex: 1 1 240px;
    color: ${({ theme }) => theme.colors.text};
  }
`;
