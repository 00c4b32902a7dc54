/** Influencer login (docs/accounts.md#login): merchant, influencer username and password; URL auto-submit. */
import { Panel } from '../components/Panel';
import { AuthHeader } from '../features/auth/components/AuthHeader';
import { AuthLinks } from '../features/auth/components/AuthLinks';
import { InfluencerLoginForm } from '../features/auth/components/InfluencerLoginForm';
import { useT } from '../i18n/useT';
import { PATHS } from '../lib/routes';
import type { PageComponentProps } from '../lib/pageTypes';

export function LoginInfluencerPage({ props }: PageComponentProps) {
  const t = useT();
  return (
    <Panel>
      <AuthHeader title={t('influencerLogin.title')} subtitle={t('influencerLogin.subtitle')} />
      <InfluencerLoginForm query={props.query} />
      <AuthLinks>
        <a href={PATHS.login}>{t('influencerLogin.merchantSwitch')}</a>
      </AuthLinks>
    </Panel>
  );
}
