/** The links under the login form: sign up, and the switch to the influencer login. */
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { AuthLinks } from './AuthLinks';

export function LoginLinks() {
  const t = useT();
  return (
    <AuthLinks>
      <span>
        {t('login.noAccount')} <a href={PATHS.register}>{t('login.signUp')}</a>
      </span>
      <a href={PATHS.loginInfluencer}>{t('login.influencerSwitch')}</a>
    </AuthLinks>
  );
}
