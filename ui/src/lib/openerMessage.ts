/**
 * The store-connect flows may run in a tab the store platform (or our help page) opened; when
 * they finish they tell the opener so it can close or refresh that tab (docs/store.md#connect).
 */

/** The word the opener listens for (docs/store.md#connect). */
export const STORE_CONNECT_DONE_MESSAGE = 'CompletedPaylinkProcess';

/** The store-connect screen goes home 2 s after finishing (docs/store.md#connect). */
export const STORE_CONNECT_REDIRECT_MS = 2000;

/** Posts the done message to the opener window, if there is one; never throws. */
export function notifyOpener(): void {
  try {
    window.opener?.postMessage(STORE_CONNECT_DONE_MESSAGE, '*');
  } catch {
    // A cross-origin opener that went away must not stop the flow.
  }
}
