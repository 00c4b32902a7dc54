/**
 * Store register page (docs/store.md#store-register-and-login): the store token from `?auth=` is
 * verified first (without one the visitor goes to sign-up), then the sign-up form that also
 * connects the store.
 */
import { Panel } from '../components/Panel';
import { AuthHeader } from '../features/auth/components/AuthHeader';
import { AuthLinks } from '../features/auth/components/AuthLinks';
import { StoreRegisterForm } from '../features/auth/components/StoreRegisterForm';
import { StoreTokenGate } from '../features/store/components/StoreTokenGate';
import { useLocale } from '../i18n/useT';
import { isolateLtr } from '../lib/bidi';
import { buildQuery, queryParam } from '../lib/query';
import { PATHS } from '../lib/routes';
import type { PageComponentProps } from '../lib/pageTypes';

export function RegisterStorePage({ props }: PageComponentProps) {
  const { t, dir } = useLocale();
  const auth = queryParam(props.query, 'auth') || null;
  const loginHref = auth ? `${PATHS.loginStore}?${buildQuery([['auth', auth]])}` : PATHS.login;
  return (
    <Panel>
      <StoreTokenGate auth={auth} away={PATHS.register}>
        {(store) => (
          <>
            <AuthHeader title={t('registerStore.title')} subtitle={t('registerStore.subtitle', { shop: isolateLtr(store.shop, dir) })} />
            <StoreRegisterForm auth={auth ?? ''} storeEmail={store.email} loginHref={loginHref} />
            <AuthLinks>
              <span>
                {t('register.haveAccount')} <a href={loginHref}>{t('register.logIn')}</a>
              </span>
            </AuthLinks>
          </>
        )}
      </StoreTokenGate>
    </Panel>
  );
}
