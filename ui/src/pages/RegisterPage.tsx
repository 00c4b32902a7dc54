/** Sign-up (docs/accounts.md#sign-up): the form with live checks, then the check-your-email screen. */
import { Panel } from '../components/Panel';
import { SignUp } from '../features/auth/components/SignUp';
import type { PageComponentProps } from '../lib/pageTypes';

export function RegisterPage(_: PageComponentProps) {
  return (
    <Panel>
      <SignUp />
    </Panel>
  );
}
