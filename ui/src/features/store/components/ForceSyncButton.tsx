/**
 * Force product sync (docs/store.md#catalog-sync): loading while the call runs, then a message that
 * closes after 2 s: the approval text when a sync started and also when the request itself failed,
 * the error text when the server answered `status: false`. `onStarted` lets the sync notice
 * follow the new run.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { useT } from '../../../i18n/useT';
import { forceProductSync } from '../api/forceProductSync';
import { APPROVAL_TOAST_MS, forceSyncFailure, forceSyncMessage, type ForceSyncOutcome } from '../catalogSync';

interface Props {
  onStarted: () => void;
}

export function ForceSyncButton({ onStarted }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ value: ForceSyncOutcome; shown: number } | null>(null);

  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(() => setOutcome(null), APPROVAL_TOAST_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const start = async () => {
    setBusy(true);
    setOutcome(null);
    let value: ForceSyncOutcome;
    try {
      value = (await forceProductSync()) ? 'started' : 'refused';
    } catch (error) {
      console.info('force product sync failed', error);
      value = forceSyncFailure(error);
    }
    setBusy(false);
    setOutcome({ value, shown: Date.now() });
    if (value === 'started') onStarted();
  };

  const message = outcome && forceSyncMessage(outcome.value);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={start} disabled={busy} aria-busy={busy}>
        {busy ? t('account.store.syncing') : t('account.store.sync')}
      </Button>
      {message && (
        <Toast data-force-sync={outcome.value}>
          <Banner tone={message.tone}>{t(message.key)}</Banner>
        </Toast>
      )}
    </>
  );
}

const Toast = styled.div`
  flex-basis: 100%;
`;
