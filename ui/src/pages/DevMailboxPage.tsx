/**
 * Development mailbox (`/dev/mailbox`, `/dev/mailbox/{id}`): the emails the server's file
 * transport wrote, so sign-up and password flows can be followed without an SMTP server.
 */
import styled from 'styled-components';
import { Panel } from '../components/Panel';
import { MailboxList } from '../features/devMailbox/components/MailboxList';
import { MailboxMessageView } from '../features/devMailbox/components/MailboxMessageView';
import { readMailboxData } from '../features/devMailbox/mailboxData';
import { useT } from '../i18n/useT';
import type { PageComponentProps } from '../lib/pageTypes';

const MESSAGE_PATH = /^\/dev\/mailbox\/([^/]+)\/?$/;

export function DevMailboxPage({ props }: PageComponentProps) {
  const t = useT();
  const { entries, message } = readMailboxData(props.data);
  const openId = messageIdOf(props.path);
  return (
    <Stack>
      <Panel title={t('page.devMailbox.title')} headingLevel={1}>
        <Intro>{t('devMailbox.intro')}</Intro>
        <MailboxList entries={entries} openId={openId} />
      </Panel>
      {openId && (
        <Panel>
          {message ? <MailboxMessageView message={message} /> : <Intro>{t('devMailbox.missing')}</Intro>}
          <AllLink href="/dev/mailbox">{t('devMailbox.all')}</AllLink>
        </Panel>
      )}
    </Stack>
  );
}

/** The id in `/dev/mailbox/{id}`, or null; a malformed escape is treated as no id. */
function messageIdOf(path: string): string | null {
  const raw = MESSAGE_PATH.exec(path)?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AllLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.lg};
`;
