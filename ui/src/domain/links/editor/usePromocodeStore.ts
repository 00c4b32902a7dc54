/**
 * The store's side of the promocode field (docs/links.md#promocodes): the store's codes, asked
 * once per editor; the check of the typed code once typing stops (the previous one cancelled);
 * and creating a missing code. A code created here joins the listed ones, so it answers its own
 * check and the chips offer it. A failed list is logged and leaves the chips out: the field
 * still works, and the check still runs.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { NewPromocode } from '../../../generated/NewPromocode';
import type { StoreCode } from '../../../generated/StoreCode';
import { useResource } from '../../../hooks/useResource';
import { checkPromocode, createPromocode, fetchStoreCodes } from '../api/promocodes';
import { scheduleCheck } from '../promocodeCheck';
import { codeToCheck, storeLine, withStoreCode, type CodeCheck, type StoreLine } from '../promocodeStore';

export interface PromocodeStore {
  line: StoreLine;
  /** Creates the code in the store; rejects with the server's error for the form to show. */
  create: (body: NewPromocode) => Promise<StoreCode>;
}

export function usePromocodeStore(value: string, canCreate: boolean): PromocodeStore {
  const listed = useResource('promocodes', (_key, signal) => fetchStoreCodes(signal), (error) => {
    console.warn("Listing the store's promocodes failed", error);
  });
  const [created, setCreated] = useState<StoreCode | null>(null);
  const [check, setCheck] = useState<CodeCheck | null>(null);
  const codes = useMemo(() => withStoreCode(listed, created), [listed, created]);

  const pending = codeToCheck({ value, codes, check, created });
  useEffect(() => (pending === null ? undefined : scheduleCheck(pending, checkPromocode, setCheck)), [pending]);

  const create = useCallback(async (body: NewPromocode) => {
    const made = await createPromocode(body);
    setCreated(made);
    return made;
  }, []);

  return { line: storeLine({ value, codes, check, created, canCreate }), create };
}
