/** The outbox as a table: recipient, subject, time; each row opens the message. */
import styled from 'styled-components';
import type { MailboxEntry } from '../../../generated/MailboxEntry';
import { useT } from '../../../i18n/useT';
import { shortTimestamp } from '../mailboxData';

interface Props {
  entries: MailboxEntry[];
  openId: string | null;
}

export function MailboxList({ entries, openId }: Props) {
  const t = useT();
  if (entries.length === 0) return <Empty>{t('devMailbox.empty')}</Empty>;
  return (
    <Table>
      <thead>
        <tr>
          <Th>{t('devMailbox.to')}</Th>
          <Th>{t('devMailbox.subject')}</Th>
          <Th>{t('devMailbox.sentAt')}</Th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <Td>{entry.to}</Td>
            <Td>
              <a
                href={`/dev/mailbox/${encodeURIComponent(entry.id)}`}
                aria-current={entry.id === openId ? 'page' : undefined}
              >
                {entry.subject}
              </a>
            </Td>
            <Td>{shortTimestamp(entry.sentAt)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Th = styled.th`
  padding: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: start;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Td = styled.td`
  padding: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;
