/**
 * One email: its header fields and the plain-text body, verbatim. Web addresses in the body are
 * links, so a verification or reset link can be followed with a click.
 */
import styled from 'styled-components';
import type { MailboxMessage } from '../../../generated/MailboxMessage';
import { useT } from '../../../i18n/useT';
import { shortTimestamp, splitLinks } from '../mailboxData';

interface Props {
  message: MailboxMessage;
}

export function MailboxMessageView({ message }: Props) {
  const t = useT();
  return (
    <article>
      <Subject>{message.entry.subject}</Subject>
      <Meta>
        {t('devMailbox.to')}: {message.entry.to} · {t('devMailbox.sentAt')}:{' '}
        {shortTimestamp(message.entry.sentAt)}
      </Meta>
      <Body>
        {splitLinks(message.text).map((part, index) =>
          part.kind === 'link' ? (
            <a key={index} href={part.text}>
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </Body>
    </article>
  );
}

const Subject = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Body = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
