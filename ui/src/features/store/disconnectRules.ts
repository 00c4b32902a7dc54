/** The disconnect-store confirmation (spec 1 §2.4, §5): the typed text must be the exact phrase. */

/** Spec 1 §5. The phrase stays English in every language, as the spec fixes it. */
export const DISCONNECT_PHRASE = 'disconnect store';

/** The confirm button is enabled only for exactly the phrase: no case folding, no trimming. */
export function canConfirmDisconnect(typed: string): boolean {
  return typed === DISCONNECT_PHRASE;
}
