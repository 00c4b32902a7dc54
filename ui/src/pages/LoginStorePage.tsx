/**
 * Store login page (docs/store.md#store-register-and-login): the same store token handling as the
 * store register page (without one the visitor goes to login), then the login form that also
 * connects the store.
 */
import { Panel } from '../components/Panel';
import { AuthHeader } from '../features/auth/components/AuthHeader';
import { AuthLinks } from '../features/auth/components/AuthLinks';
import { StoreLoginForm } from '../features/auth/components/StoreLoginForm';
import { StoreTokenGate } from '../features/store/components/StoreTokenGate';
import { useLocale } from '../i18n/useT';
import { isolateLtr } from '../lib/bidi';
import { buildQuery, queryParam } from '../lib/query';
import { PATHS } from '../lib/routes';
import type { PageComponentProps } from '../lib/pageTypes';

export function LoginStorePage({ props }: PageComponentProps) {
  const { t, dir } = useLocale();
  const auth = queryParam(props.query, 'auth') || null;
  const registerHref = auth ? `${PATHS.registerStore}?${buildQuery([['auth', auth]])}` : PATHS.register;
  return (
    <Panel>
      <StoreTokenGate auth={auth} away={PATHS.login}>
        {(store) => (
          <>
            <AuthHeader title={t('loginStore.title')} subtitle={t('loginStore.subtitle', { shop: isolateLtr(store.shop, dir) })} />
            <StoreLoginForm auth={auth ?? ''} />
            <AuthLinks>
              <span>
                {t('login.noAccount')} <a href={registerHref}>{t('login.signUp')}</a>
              </span>
            </AuthLinks>
          </>
        )}
      </StoreTokenGate>
    </Panel>
  );
}
