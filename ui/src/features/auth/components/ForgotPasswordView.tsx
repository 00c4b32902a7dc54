/**
 * The whole forgot-password panel for either kind of account: heading, form, and the links back
 * to that account's login and across to the other kind. The two pages differ only in the texts
 * and addresses below, so they both render this.
 */
import { Panel } from '../../../components/Panel';
import { PATHS } from '../../../lib/routes';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { AuthHeader } from './AuthHeader';
import { AuthLinks } from './AuthLinks';
import { ForgotPasswordForm } from './ForgotPasswordForm';

type Variant = 'merchant' | 'influencer';

interface Props {
  variant: Variant;
}

interface Texts {
  title: MessageKey;
  subtitle: MessageKey;
  backHref: string;
  back: MessageKey;
  switchHref: string;
  switchLabel: MessageKey;
}

const TEXTS: Readonly<Record<Variant, Texts>> = {
  merchant: {
    title: 'forgotPassword.title',
    subtitle: 'forgotPassword.subtitle',
    backHref: PATHS.login,
    back: 'forgotPassword.backToLogin',
    switchHref: PATHS.forgotPasswordInfluencer,
    switchLabel: 'forgotPassword.influencerSwitch',
  },
  influencer: {
    title: 'forgotPassword.influencerTitle',
    subtitle: 'forgotPassword.influencerSubtitle',
    backHref: PATHS.loginInfluencer,
    back: 'forgotPassword.backToInfluencerLogin',
    switchHref: PATHS.forgotPassword,
    switchLabel: 'forgotPassword.merchantSwitch',
  },
};

export function ForgotPasswordView({ variant }: Props) {
  const t = useT();
  const texts = TEXTS[variant];
  return (
    <Panel>
      <AuthHeader title={t(texts.title)} subtitle={t(texts.subtitle)} />
      <ForgotPasswordForm variant={variant} />
      <AuthLinks>
        <a href={texts.backHref}>{t(texts.back)}</a>
        <a href={texts.switchHref}>{t(texts.switchLabel)}</a>
      </AuthLinks>
    </Panel>
  );
}
