/** Forgot password, influencer (spec 1 §2.2): merchant and influencer, each by username or email. */
import { Panel } from '../components/Panel';
import { AuthHeader } from '../features/auth/components/AuthHeader';
import { AuthLinks } from '../features/auth/components/AuthLinks';
import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm';
import { useT } from '../i18n/useT';
import { PATHS } from '../app/routes';
import type { PageComponentProps } from '../app/pageTypes';

export function ForgotPasswordInfluencerPage(_: PageComponentProps) {
  const t = useT();
  return (
    <Panel>
      <AuthHeader title={t('forgotPassword.influencerTitle')} subtitle={t('forgotPassword.influencerSubtitle')} />
      <ForgotPasswordForm variant="influencer" />
      <AuthLinks>
        <a href={PATHS.loginInfluencer}>{t('forgotPassword.backToInfluencerLogin')}</a>
        <a href={PATHS.forgotPassword}>{t('forgotPassword.merchantSwitch')}</a>
      </AuthLinks>
    </Panel>
  );
}
