/** Create a new password (docs/accounts.md#password-reset) from the emailed link's `?token=`. */
import { Panel } from '../components/Panel';
import { AuthHeader } from '../features/auth/components/AuthHeader';
import { AuthLinks } from '../features/auth/components/AuthLinks';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm';
import { useT } from '../i18n/useT';
import { queryParam } from '../lib/query';
import { PATHS } from '../lib/routes';
import type { PageComponentProps } from '../lib/pageTypes';

export function ResetPasswordPage({ props }: PageComponentProps) {
  const t = useT();
  return (
    <Panel>
      <AuthHeader title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} />
      <ResetPasswordForm token={queryParam(props.query, 'token') || null} />
      <AuthLinks>
        <a href={PATHS.login}>{t('forgotPassword.backToLogin')}</a>
      </AuthLinks>
    </Panel>
  );
}
