/**
 * What the merchant does to a network, with a loading flag per network: connect (the browser
 * leaves for the network's consent page, so the button stays busy until it has gone, and is
 * freed again when Back restores this page), sync again and disconnect (their answers are the
 * network's new status). A failure clears the flag and is kept for the page to show.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SocialMediaStatus } from '../../../generated/SocialMediaStatus';
import { isNavigableUrl } from '../../../lib/navigableUrl';
import { disconnectNetwork, fetchConnectUrl, startSync } from '../api';
import type { SocialNetwork } from '../networks';

export type NetworkAction = 'connect' | 'sync' | 'disconnect';

export interface NetworkActions {
  busy: Partial<Record<SocialNetwork, NetworkAction>>;
  failure: unknown;
  clearFailure: () => void;
  connect: (network: SocialNetwork) => void;
  sync: (network: SocialNetwork) => Promise<boolean>;
  disconnect: (network: SocialNetwork) => Promise<boolean>;
}

export function useNetworkActions(onStatus: (network: SocialNetwork, status: SocialMediaStatus) => void): NetworkActions {
  const [busy, setBusy] = useState<Partial<Record<SocialNetwork, NetworkAction>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  // A second press while a call is out is ignored even before the re-render disables the button.
  const running = useRef(new Set<SocialNetwork>());

  const start = (network: SocialNetwork, action: NetworkAction) => {
    if (running.current.has(network)) return false;
    running.current.add(network);
    setBusy((all) => ({ ...all, [network]: action }));
    return true;
  };
  const finish = useCallback((network: SocialNetwork) => {
    running.current.delete(network);
    setBusy((all) => ({ ...all, [network]: undefined }));
  }, []);

  useEffect(() => {
    // Back from the consent page may restore this page from the back-forward cache, busy.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current.clear();
      setBusy({});
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const connect = async (network: SocialNetwork) => {
    if (!start(network, 'connect')) return;
    try {
      const url = await fetchConnectUrl(network);
      if (!isNavigableUrl(url)) throw new Error(`unexpected consent page address: ${String(url)}`);
      window.location.assign(url);
    } catch (error) {
      console.error(`Connecting ${network} failed`, error);
      finish(network);
      setFailure(error);
    }
  };

  const run = async (network: SocialNetwork, action: 'sync' | 'disconnect') => {
    if (!start(network, action)) return false;
    try {
      onStatus(network, await (action === 'sync' ? startSync(network) : disconnectNetwork(network)));
      return true;
    } catch (error) {
      console.error(`${action} of ${network} failed`, error);
      setFailure(error);
      return false;
    } finally {
      finish(network);
    }
  };

  return {
    busy,
    failure,
    clearFailure: () => setFailure(null),
    connect: (network) => void connect(network),
    sync: (network) => run(network, 'sync'),
    disconnect: (network) => run(network, 'disconnect'),
  };
}
