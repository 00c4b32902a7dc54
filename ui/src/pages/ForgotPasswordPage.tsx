/** Forgot password, merchant (spec 1 §2.2): username or email, then the reset-email-sent dialog. */
import { Panel } from '../components/Panel';
import { AuthHeader } from '../features/auth/components/AuthHeader';
import { AuthLinks } from '../features/auth/components/AuthLinks';
import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm';
import { useT } from '../i18n/useT';
import { PATHS } from '../app/routes';
import type { PageComponentProps } from '../app/pageTypes';

export function ForgotPasswordPage(_: PageComponentProps) {
  const t = useT();
  return (
    <Panel>
      <AuthHeader title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} />
      <ForgotPasswordForm variant="merchant" />
      <AuthLinks>
        <a href={PATHS.login}>{t('forgotPassword.backToLogin')}</a>
        <a href={PATHS.forgotPasswordInfluencer}>{t('forgotPassword.influencerSwitch')}</a>
      </AuthLinks>
    </Panel>
  );
}
