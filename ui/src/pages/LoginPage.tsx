/** Merchant login (spec 1 §2.2): composes the auth feature's header, form and links. */
import { Panel } from '../components/Panel';
import { LoginForm } from '../features/auth/components/LoginForm';
import { LoginHeader } from '../features/auth/components/LoginHeader';
import { LoginLinks } from '../features/auth/components/LoginLinks';
import type { PageComponentProps } from '../app/pageTypes';

export function LoginPage(_: PageComponentProps) {
  return (
    <Panel>
      <LoginHeader />
      <LoginForm />
      <LoginLinks />
    </Panel>
  );
}
