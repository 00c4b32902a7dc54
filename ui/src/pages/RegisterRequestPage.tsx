/** The temporary sign-up request landing page (docs/accounts.md#sign-up-requests): name, email, description, Send. */
import { Panel } from '../components/Panel';
import { AuthHeader } from '../features/auth/components/AuthHeader';
import { RegisterRequestForm } from '../features/auth/components/RegisterRequestForm';
import { signupRequestLink } from '../features/auth/signupRequestRules';
import { useT } from '../i18n/useT';
import type { PageComponentProps } from '../lib/pageTypes';

export function RegisterRequestPage({ props }: PageComponentProps) {
  const t = useT();
  return (
    <Panel>
      <AuthHeader title={t('registerRequest.title')} subtitle={t('registerRequest.subtitle')} />
      <RegisterRequestForm fallbackLink={signupRequestLink(props.data)} />
    </Panel>
  );
}
