/**
 * The end of a store connect (docs/store.md#connect): the success message, the done message to the
 * opener window, and home after 2 s (with a button for the impatient).
 */
import { useEffect } from 'react';
import { ButtonLink } from '../../../components/ButtonLink';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { notifyOpener, STORE_CONNECT_REDIRECT_MS } from '../../../lib/openerMessage';
import { StoreAuthMessage } from './StoreAuthMessage';

export function StoreConnectSuccess() {
  const t = useT();
  useEffect(() => {
    notifyOpener();
    const timer = setTimeout(() => window.location.assign(PATHS.home), STORE_CONNECT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <StoreAuthMessage
      state="success"
      title={t('storeAuth.success.title')}
      actions={<ButtonLink href={PATHS.home}>{t('storeAuth.success.goHome')}</ButtonLink>}
    >
      <p role="status">{t('storeAuth.success.body')}</p>
    </StoreAuthMessage>
  );
}
