/**
 * Sends the visitor home with a full page load after mount, showing a loader meanwhile: for pages
 * a user may not use (no connected store, not the merchant), where home shows what to do instead
 * (docs/ui-decisions.md "Store-less redirect"). A full load, as the server decides what home is.
 */
import { Spinner } from './Spinner';
import { useMountEffect } from '../hooks/useMountEffect';
import { useT } from '../i18n/useT';
import { PATHS } from '../lib/routes';

export function HomeRedirect() {
  const t = useT();
  useMountEffect(() => window.location.replace(PATHS.home));
  return <Spinner label={t('common.loading')} />;
}
