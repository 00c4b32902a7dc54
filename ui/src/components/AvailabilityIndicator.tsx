/**
 * The status line under a checked name (the sign-up username and email, a new influencer's
 * username): checking, available, taken, bad format, or "could not check". Empty while nothing
 * is typed. Announced politely.
 */
import styled from 'styled-components';
import type { MessageKey } from '../i18n/catalogue';
import { useT } from '../i18n/useT';
import type { AvailabilityStatus } from '../lib/availabilityCheck';

interface Props {
  id: string;
  status: AvailabilityStatus;
  /** Texts per status for this field; `idle` shows nothing. */
  messages: Readonly<Record<Exclude<AvailabilityStatus, 'idle'>, MessageKey>>;
}

const MARKS: Readonly<Record<AvailabilityStatus, string>> = {
  idle: '',
  checking: '…',
  available: '✓',
  taken: '✕',
  invalid: '!',
  unchecked: '!',
};

export function AvailabilityIndicator({ id, status, messages }: Props) {
  const t = useT();
  return (
    <Line id={id} role="status" aria-live="polite" data-availability={status} $status={status}>
      {status !== 'idle' && (
        <>
          <Mark aria-hidden="true">{MARKS[status]}</Mark>
          {t(messages[status])}
        </>
      )}
    </Line>
  );
}

const Line = styled.span<{ $status: AvailabilityStatus }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 1.5em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $status }) =>
    $status === 'available'
      ? theme.colors.success
      : $status === 'checking'
        ? theme.colors.textMuted
        : theme.colors.danger};
`;

const Mark = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
