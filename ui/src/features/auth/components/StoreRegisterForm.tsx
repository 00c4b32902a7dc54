/**
 * The store register form (docs/store.md#store-register-and-login): email (disabled and filled in
 * from the store when the store's answer has a valid one, else typed and checked like sign-up),
 * username with the same live format and availability checks as sign-up, and password with the
 * checklist. Sign-up is enabled only when all hold. Success creates a verified account with the
 * store connected: the opener window is told, then the dashboard loads. Failure shows "Store
 * registration failed" and the server's field messages.
 */
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { FormStack } from '../../../components/FormStack';
import { TextField } from '../../../components/TextField';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { notifyOpener } from '../../../lib/openerMessage';
import { fieldMessages, localizeServerMessage } from '../../../lib/serverMessages';
import { isValidEmail, normalizeEmail } from '../../../lib/identityRules';
import { registerConnect } from '../api/registerConnect';
import { useSignupFields, withoutFieldError } from '../hooks/useSignupFields';
import { useSubmission } from '../hooks/useSubmission';
import { storeRegisterFailure, type FailureDetail } from '../storeConnectErrors';
import { SignupFields } from './SignupFields';

interface Props {
  /** The store token from the URL. */
  auth: string;
  /** The store owner's email from the verify answer; null lets the merchant type one. */
  storeEmail: string | null;
  /** The store login page with the same token, for a username that turns out to be taken. */
  loginHref: string;
}

type Failure = { fields: Record<string, string>; detail: FailureDetail | null };

export function StoreRegisterForm({ auth, storeEmail, loginHref }: Props) {
  const t = useT();
  // The store's email is locked only when it passes our pattern; one the server would refuse
  // (or none) stays editable, pre-filled, so the merchant can put it right.
  const locked = storeEmail !== null && isValidEmail(normalizeEmail(storeEmail));
  const { submitting, failure, setFailure, submitHandler } = useSubmission<Failure>();
  const signup = useSignupFields({ initialEmail: storeEmail ?? '', adoptEmail: !locked });
  const { username, password, availability } = signup;
  const email = locked ? normalizeEmail(storeEmail ?? '') : availability.email.value;
  // Username check valid, email matching the pattern, password rules
  // (docs/store.md#store-register-and-login). A typed email is also checked for availability, as on
  // sign-up; the store's own email is not blocked unless the server says it is taken.
  const emailOk = locked
    ? isValidEmail(email) && availability.email.status !== 'taken'
    : availability.email.status === 'available';
  const valid = availability.username.status === 'available' && emailOk && signup.passwordOk;

  const handleSubmit = submitHandler(
    valid,
    async () => {
      await registerConnect({ auth, username, email, password });
      notifyOpener();
      window.location.assign(PATHS.home);
    },
    (error) => {
      const fields = fieldMessages(t, error);
      const hasFields = Object.keys(fields).length > 0;
      return { fields, detail: hasFields ? { key: 'register.failedFields' } : storeRegisterFailure(error) };
    },
  );

  const detail = failure?.detail;
  return (
    <FormStack ref={signup.formRef} method="post" noValidate onSubmit={handleSubmit}>
      {failure && (
        <Banner tone="error" title={t('registerStore.failed')}>
          {detail && ('key' in detail ? t(detail.key) : localizeServerMessage(t, detail.serverMessage))}
        </Banner>
      )}
      <SignupFields
        signup={signup}
        errors={failure?.fields}
        onEdited={(field) => setFailure(withoutFieldError(field))}
        ready={valid}
        busy={submitting}
        emailFirst
        emailField={
          locked ? (
            <TextField
              label={t('register.email')}
              name="email"
              type="email"
              dir="ltr"
              value={storeEmail ?? ''}
              hint={t('registerStore.emailFromStore')}
              error={failure?.fields.email}
              disabled
            />
          ) : undefined
        }
        afterUsername={
          availability.username.status === 'taken' && (
            // In store registration the duplicate message leads to the login
            // (docs/store.md#store-register-and-login).
            <TakenLink href={loginHref}>{t('registerStore.takenLogin')}</TakenLink>
          )
        }
      />
    </FormStack>
  );
}

const TakenLink = styled.a`
  margin-top: -${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
