/**
 * The dev mailbox page's data as the server sends it (`{entries, message}`), checked before use
 * because `PageProps.data` is untyped on the wire.
 */
import type { MailboxEntry } from '../../generated/MailboxEntry';
import type { MailboxMessage } from '../../generated/MailboxMessage';

export interface MailboxData {
  entries: MailboxEntry[];
  message: MailboxMessage | null;
}

function isEntry(value: unknown): value is MailboxEntry {
  const v = value as Partial<MailboxEntry> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.to === 'string' &&
    typeof v.subject === 'string' &&
    typeof v.sentAt === 'string'
  );
}

export function readMailboxData(data: unknown): MailboxData {
  const raw = (typeof data === 'object' && data !== null ? data : {}) as {
    entries?: unknown;
    message?: unknown;
  };
  const entries = Array.isArray(raw.entries) ? raw.entries.filter(isEntry) : [];
  const message = raw.message as Partial<MailboxMessage> | null | undefined;
  const valid = message && isEntry(message.entry) && typeof message.text === 'string';
  return { entries, message: valid ? (message as MailboxMessage) : null };
}

/** "2026-11-22T03:31:43Z" → "2026-11-22 03:31:43": no Intl, identical on server and client. */
export function shortTimestamp(rfc3339: string): string {
  return rfc3339.replace('T', ' ').slice(0, 19);
}

export interface TextPart {
  kind: 'text' | 'link';
  text: string;
}

/** Splits email text into plain text and http(s) addresses (only those become links). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const start = match.index ?? 0;
    // A sentence's closing punctuation is not part of the address.
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
