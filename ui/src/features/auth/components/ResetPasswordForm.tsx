/**
 * Create a new password (docs/accounts.md#password-reset): the token comes from the emailed link's
 * `?token=`; new password and confirmation with the sign-up checklist plus "passwords match".
 * Success shows a message and the way to log in; a refusal shows the reset-password error banner
 * with the server's reason (an expired link, or the broken rule).
 */
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { ButtonLink } from '../../../components/ButtonLink';
import { FormStack } from '../../../components/FormStack';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { fieldMessages, localizeServerMessage } from '../../../lib/serverMessages';
import { useAdoptTypedValues } from '../../../hooks/useAdoptTypedValues';
import { checklistPasses, passwordChecklist } from '../accountRules';
import { resetPassword } from '../api/resetPassword';
import { useSubmission } from '../hooks/useSubmission';
import { PasswordChecklist } from './PasswordChecklist';

interface Props {
  token: string | null;
}

export function ResetPasswordForm({ token }: Props) {
  const t = useT();
  const ids = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const { submitting, failure: error, submitHandler } = useSubmission<string>();
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, { new_password: setPassword, confirm_password: setConfirmation });

  if (!token) {
    return (
      <Stack>
        <Banner tone="error" title={t('resetPassword.failed')}>
          {t('resetPassword.linkInvalid')}
        </Banner>
        <ButtonLink href={PATHS.forgotPassword} variant="secondary" fullWidth>
          {t('resetPassword.requestNew')}
        </ButtonLink>
      </Stack>
    );
  }

  if (done) {
    return (
      <Stack data-reset-done="">
        <Banner tone="success" title={t('resetPassword.done.title')}>
          {t('resetPassword.done.body')}
        </Banner>
        <ButtonLink href={PATHS.login} fullWidth>
          {t('resetPassword.done.login')}
        </ButtonLink>
      </Stack>
    );
  }

  const checklist = passwordChecklist(password, confirmation);
  const valid = checklistPasses(checklist);

  const handleSubmit = submitHandler(
    valid,
    async () => {
      await resetPassword(token, password);
      setDone(true);
    },
    resetErrorText,
  );

  function resetErrorText(failure: unknown): string {
    const fields = fieldMessages(t, failure);
    if (fields.new_password) return fields.new_password;
    if (failure instanceof ApiError) {
      if (failure.code === 'bad_request') return localizeServerMessage(t, failure.message);
      if (failure.code === 'timeout') return t('errors.timeout');
      if (failure.code === 'rate_limited') return t('errors.rateLimited');
    }
    return t('errors.generic');
  }

  return (
    <FormStack ref={formRef} method="post" noValidate onSubmit={handleSubmit}>
      {error && (
        <Banner tone="error" title={t('resetPassword.failed')}>
          {error}
        </Banner>
      )}
      <TextField
        label={t('resetPassword.newPassword')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        value={password}
        describedBy={`${ids}-checklist`}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t('resetPassword.confirmPassword')}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        describedBy={`${ids}-checklist`}
        onChange={(event) => setConfirmation(event.target.value)}
      >
        <PasswordChecklist id={`${ids}-checklist`} items={checklist} />
      </TextField>
      <SubmitButton
        ready={valid}
        busy={submitting}
        label={t('resetPassword.submit')}
        busyLabel={t('resetPassword.submitting')}
      />
    </FormStack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
