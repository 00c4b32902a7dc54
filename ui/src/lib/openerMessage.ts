/**
 * The store-connect flows may run in a tab the store platform (or our help page) opened; when
 * they finish they tell the opener so it can close or refresh that tab (spec 1 §2.2).
 */

/** Spec 1 §2.2: the word the opener listens for. */
export const STORE_CONNECT_DONE_MESSAGE = 'CompletedPaylinkProcess';

/** Spec 1 §2.2: the store-connect screen goes home 2 s after finishing. */
export const STORE_CONNECT_REDIRECT_MS = 2000;

/** Posts the done message to the opener window, if there is one; never throws. */
export function notifyOpener(): void {
  try {
    window.opener?.postMessage(STORE_CONNECT_DONE_MESSAGE, '*');
  } catch {
    // A cross-origin opener that went away must not stop the flow.
  }
}
