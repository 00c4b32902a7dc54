/**
 * Verifies a store token once after mount (the store-connect pages' loader): `loading` in the
 * server markup and until the answer, then the store or `failed`. Without a token nothing is
 * sent and the status is `missing`.
 */
import { useEffect, useState } from 'react';
import { verifyStoreToken } from '../api/verifyStoreToken';
import type { VerifiedStore } from '../storeAuthState';

export type StoreTokenStatus =
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'verified'; store: VerifiedStore };

export function useStoreToken(auth: string | null): StoreTokenStatus {
  const [result, setResult] = useState<StoreTokenStatus>(auth ? { status: 'loading' } : { status: 'missing' });

  useEffect(() => {
    if (!auth) return undefined;
    const controller = new AbortController();
    verifyStoreToken(auth, { signal: controller.signal }).then(
      (store) => setResult({ status: 'verified', store }),
      () => {
        if (!controller.signal.aborted) setResult({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [auth]);

  return result;
}
