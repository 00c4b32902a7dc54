/**
 * The instants or shorts tab of home's recent activity (docs/home.md#recent-activities): the
 * newest looks or shorts as compact link cards with their figures, two a row from 1000px. On a
 * phone the shorts tab shows its first three (CSS, recentCounts.ts). Cards offer Copy, Open and
 * the QR code; editing and deleting stay on the links and shorts pages.
 */
import { LinkItem } from '../../../domain/links/LinkItem';
import type { LinkOut } from '../../../generated/LinkOut';
import { RecentGrid } from './RecentGrid';

interface Props {
  links: readonly LinkOut[];
  /** Cards shown on a phone; the rest are hidden there. */
  mobileCount: number;
  label: string;
  onCopied: (ok: boolean) => void;
}

const ignore = () => undefined;

export function RecentLinks({ links, mobileCount, label, onCopied }: Props) {
  return (
    <RecentGrid aria-label={label} $mobileCount={mobileCount}>
      {links.map((link) => (
        <LinkItem key={link.link_id} link={link} compact canManage={false} onEdit={ignore} onDelete={ignore} onCopied={onCopied} />
      ))}
    </RecentGrid>
  );
}
