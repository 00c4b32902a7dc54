/**
 * Forgot password, influencer (docs/accounts.md#password-reset): merchant and influencer, each by
 * username or email.
 */
import { ForgotPasswordView } from '../features/auth/components/ForgotPasswordView';
import type { PageComponentProps } from '../lib/pageTypes';

export function ForgotPasswordInfluencerPage(_: PageComponentProps) {
  return <ForgotPasswordView variant="influencer" />;
}
