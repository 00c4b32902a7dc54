/** "My information" (docs/accounts.md#account-page): name, email and username; email and username are read-only. */
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';
import { ownUsername } from '../accountRules';
import { AccountSection } from './AccountSection';
import { SectionNote } from './SectionNote';

interface Props {
  user: SessionUser;
}

export function MyInformation({ user }: Props) {
  const t = useT();
  return (
    <AccountSection title={t('account.info.title')}>
      <Fields>
        {/* Editing the name needs a server call that does not exist yet; shown read-only. */}
        <TextField label={t('account.info.name')} name="name" value={user.name} readOnly />
        <TextField label={t('account.info.email')} name="email" type="email" value={user.email} readOnly dir="ltr" />
        <TextField label={t('account.info.username')} name="username" value={ownUsername(user)} readOnly dir="ltr" />
      </Fields>
      <SectionNote>{t('account.info.readOnly')}</SectionNote>
    </AccountSection>
  );
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
