/**
 * A section whose content arrives with a later part of the product (store profile, social
 * accounts): its heading and a plain note saying why it is empty. Never fake data.
 */
import type { ReactNode } from 'react';
import { AccountSection } from './AccountSection';
import { SectionNote } from './SectionNote';

interface Props {
  title: string;
  note: string;
  children?: ReactNode;
}

export function PendingSection({ title, note, children }: Props) {
  return (
    <AccountSection title={title}>
      <SectionNote>{note}</SectionNote>
      {children}
    </AccountSection>
  );
}
