/** Globals the client entry sets for the document shell's fallback timer and browser tests. */
export {};

declare global {
  interface Window {
    __SHOPLINKS_READY__?: boolean;
  }
}
