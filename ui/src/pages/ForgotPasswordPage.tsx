/** Forgot password, merchant (docs/accounts.md#password-reset): username or email, then the reset-email-sent dialog. */
import { ForgotPasswordView } from '../features/auth/components/ForgotPasswordView';
import type { PageComponentProps } from '../lib/pageTypes';

export function ForgotPasswordPage(_: PageComponentProps) {
  return <ForgotPasswordView variant="merchant" />;
}
