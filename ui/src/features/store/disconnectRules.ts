/** The disconnect-store confirmation (docs/store.md#disconnect): the typed text must be the exact phrase. */

/** The phrase stays English in every language (docs/store.md#disconnect). */
export const DISCONNECT_PHRASE = 'disconnect store';

/** The confirm button is enabled only for exactly the phrase: no case folding, no trimming. */
export function canConfirmDisconnect(typed: string): boolean {
  return typed === DISCONNECT_PHRASE;
}
