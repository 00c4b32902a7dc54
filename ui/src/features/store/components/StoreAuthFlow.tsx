/**
 * The store-connect screen at `/auth` (docs/store.md#connect), driven by the state machine in
 * storeAuthState.ts: launch screen, choose an account, verify the store token and confirm the
 * connect, the already-connected info, and the success state (opener message, home after 2 s).
 * The connection-failed text is docs/store.md's "Failures" message; a
 * 409 adds the server's words on which side is already connected.
 */
import { useEffect, useReducer } from 'react';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Spinner } from '../../../components/Spinner';
import { PATHS } from '../../../lib/routes';
import type { SessionUser } from '../../../generated/SessionUser';
import { useLocale } from '../../../i18n/useT';
import { atHandle, isolateLtr } from '../../../lib/bidi';
import { ApiError } from '../../../lib/api';
import { logout } from '../../../lib/logout';
import { buildQuery } from '../../../lib/query';
import { localizeServerMessage } from '../../../lib/serverMessages';
import { connectStore } from '../api/connectStore';
import { verifyStoreToken } from '../api/verifyStoreToken';
import { connectFailureMessage, initialStoreAuthState, storeAuthReducer } from '../storeAuthState';
import { DisconnectStoreButton } from './DisconnectStoreButton';
import { StoreAuthMessage } from './StoreAuthMessage';
import { StoreConnectSuccess } from './StoreConnectSuccess';
import { StoreLaunchScreen } from './StoreLaunchScreen';

interface Props {
  auth: string | null;
  connected: boolean;
  user: SessionUser | null;
  appStoreUrl: string;
}

const withToken = (path: string, auth: string) => `${path}?${buildQuery([['auth', auth]])}`;

export function StoreAuthFlow({ auth, connected, user, appStoreUrl }: Props) {
  const { t, dir } = useLocale();
  const handle = atHandle(user?.username ?? '', dir);
  const [state, dispatch] = useReducer(storeAuthReducer, { auth, connected, user }, initialStoreAuthState);

  const verifyingToken = state.kind === 'verifying' ? state.auth : null;
  useEffect(() => {
    if (!verifyingToken) return undefined;
    const controller = new AbortController();
    verifyStoreToken(verifyingToken, { signal: controller.signal }).then(
      (store) => dispatch({ type: 'verified', store }),
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'verifyFailed' });
      },
    );
    return () => controller.abort();
  }, [verifyingToken]);

  const connectingToken = state.kind === 'connecting' ? state.auth : null;
  useEffect(() => {
    if (!connectingToken) return;
    connectStore(connectingToken).then(
      () => dispatch({ type: 'connected' }),
      (error: unknown) =>
        dispatch({
          type: 'connectFailed',
          serverMessage: error instanceof ApiError ? connectFailureMessage(error.status, error.message) : null,
        }),
    );
  }, [connectingToken]);

  /** Signs out, then opens the store login with the same store token. */
  const differentAccount = (token: string) => void logout(withToken(PATHS.loginStore, token));
  const cancel = (
    <ButtonLink href={PATHS.home} variant="ghost">
      {t('storeAuth.cancel')}
    </ButtonLink>
  );

  switch (state.kind) {
    case 'launch':
      return <StoreLaunchScreen user={user} appStoreUrl={appStoreUrl} />;
    case 'success':
      return <StoreConnectSuccess />;
    case 'chooseAccount':
      return (
        <StoreAuthMessage
          state="chooseAccount"
          title={t('storeAuth.choose.title')}
          actions={
            <>
              <ButtonLink href={withToken(PATHS.registerStore, state.auth)}>{t('storeAuth.choose.create')}</ButtonLink>
              <ButtonLink href={withToken(PATHS.loginStore, state.auth)} variant="secondary">
                {t('storeAuth.choose.login')}
              </ButtonLink>
            </>
          }
        >
          <p>{t('storeAuth.choose.body')}</p>
        </StoreAuthMessage>
      );
    case 'influencer':
      return (
        <StoreAuthMessage
          state="influencer"
          title={t('storeAuth.influencer.title')}
          actions={<Button onClick={() => differentAccount(state.auth)}>{t('storeAuth.differentAccount')}</Button>}
        >
          <p>{t('storeAuth.influencer.body')}</p>
        </StoreAuthMessage>
      );
    case 'alreadyConnected':
      return (
        <StoreAuthMessage
          state="alreadyConnected"
          title={t('storeAuth.alreadyConnected.title')}
          actions={
            <>
              <Button onClick={() => differentAccount(state.auth)}>{t('storeAuth.continue')}</Button>
              {cancel}
              <DisconnectStoreButton after={withToken(PATHS.storeAuth, state.auth)} variant="ghost" />
            </>
          }
        >
          <Banner tone="info">{t('storeAuth.alreadyConnected.body', { handle })}</Banner>
        </StoreAuthMessage>
      );
    case 'verifying':
      return (
        <StoreAuthMessage state="verifying" title={t('storeToken.verifying')}>
          <Spinner label={t('storeToken.verifying')} />
        </StoreAuthMessage>
      );
    case 'invalidToken':
      return (
        <StoreAuthMessage
          state="invalidToken"
          title={t('storeToken.failed.title')}
          actions={<ButtonLink href={PATHS.home}>{t('storeAuth.success.goHome')}</ButtonLink>}
        >
          <Banner tone="error">{t('storeAuth.failed')}</Banner>
          <p>{t('storeToken.failed.body')}</p>
        </StoreAuthMessage>
      );
    case 'confirm':
    case 'connecting':
    case 'failed': {
      const busy = state.kind === 'connecting';
      return (
        <StoreAuthMessage
          state={state.kind}
          title={t('storeAuth.confirm.title', {
            shopName: state.store.shopName,
            shop: isolateLtr(state.store.shop, dir),
            handle,
          })}
          actions={
            <>
              <Button onClick={() => dispatch({ type: 'connect' })} disabled={busy}>
                {busy ? t('storeAuth.connecting') : t('storeAuth.connect')}
              </Button>
              {cancel}
              <Button variant="ghost" onClick={() => differentAccount(state.auth)} disabled={busy}>
                {t('storeAuth.differentAccount')}
              </Button>
            </>
          }
        >
          <p>{t('storeAuth.confirm.body')}</p>
          {state.kind === 'failed' && (
            <Banner tone="error" title={t('storeAuth.failed')}>
              {state.serverMessage ? localizeServerMessage(t, state.serverMessage) : undefined}
            </Banner>
          )}
        </StoreAuthMessage>
      );
    }
  }
}
