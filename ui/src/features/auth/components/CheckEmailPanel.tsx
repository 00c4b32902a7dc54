/** After sign-up (docs/accounts.md#sign-up): tells where the verification link went, with a way back. */
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { AuthHeader } from './AuthHeader';

interface Props {
  email: string;
}

export function CheckEmailPanel({ email }: Props) {
  const t = useT();
  return (
    <div data-check-email="">
      <AuthHeader title={t('register.checkEmail.title')} />
      <Text>{t('register.checkEmail.body', { email })}</Text>
      <Text>{t('register.checkEmail.noEmail')}</Text>
      <ButtonLink href={PATHS.login} variant="secondary" fullWidth>
        {t('register.checkEmail.back')}
      </ButtonLink>
    </div>
  );
}

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  overflow-wrap: anywhere;
`;
