/**
 * The store-connect screen at `/auth` (docs/store.md#connect) as a state machine, so the screen is
 * a pure function of its state and every path is testable without a browser:
 *
 * - `?connected=1` (the dashboard connect came back): success.
 * - `?auth=TOKEN` signed out: choose between creating an account and logging in.
 * - `?auth=TOKEN` as an influencer: only the merchant can connect.
 * - `?auth=TOKEN` as an admin that already has a store: the info message (continue / cancel).
 * - `?auth=TOKEN` as an admin without a store: verify the token, ask "Connect … to @…?", then
 *   connect; success or the connection-failed message.
 * - no parameter: the launch-store screen.
 */
import type { SessionUser } from '../../generated/SessionUser';

/** What the store token's verify answer says about the store. */
export interface VerifiedStore {
  shop: string;
  shopName: string;
  email: string | null;
}

export type StoreAuthState =
  | { kind: 'launch' }
  | { kind: 'success' }
  | { kind: 'chooseAccount'; auth: string }
  | { kind: 'influencer'; auth: string }
  | { kind: 'alreadyConnected'; auth: string }
  | { kind: 'verifying'; auth: string }
  | { kind: 'invalidToken'; auth: string }
  | { kind: 'confirm'; auth: string; store: VerifiedStore }
  | { kind: 'connecting'; auth: string; store: VerifiedStore }
  | { kind: 'failed'; auth: string; store: VerifiedStore; serverMessage: string | null };

export type StoreAuthEvent =
  | { type: 'verified'; store: VerifiedStore }
  | { type: 'verifyFailed' }
  | { type: 'connect' }
  | { type: 'connected' }
  | { type: 'connectFailed'; serverMessage: string | null };

export interface StoreAuthInput {
  /** `?auth=`; an empty value counts as absent. */
  auth: string | null;
  /** `?connected=1`. */
  connected: boolean;
  user: SessionUser | null;
}

export function initialStoreAuthState({ auth, connected, user }: StoreAuthInput): StoreAuthState {
  if (connected) return { kind: 'success' };
  if (!auth) return { kind: 'launch' };
  if (!user) return { kind: 'chooseAccount', auth };
  if (!user.isAdmin) return { kind: 'influencer', auth };
  if (user.storeConnected) return { kind: 'alreadyConnected', auth };
  return { kind: 'verifying', auth };
}

/** The next state; an event that does not fit the current state changes nothing. */
export function storeAuthReducer(state: StoreAuthState, event: StoreAuthEvent): StoreAuthState {
  switch (event.type) {
    case 'verified':
      return state.kind === 'verifying' ? { kind: 'confirm', auth: state.auth, store: event.store } : state;
    case 'verifyFailed':
      return state.kind === 'verifying' ? { kind: 'invalidToken', auth: state.auth } : state;
    case 'connect':
      return state.kind === 'confirm' || state.kind === 'failed'
        ? { kind: 'connecting', auth: state.auth, store: state.store }
        : state;
    case 'connected':
      return state.kind === 'connecting' ? { kind: 'success' } : state;
    case 'connectFailed':
      return state.kind === 'connecting'
        ? { kind: 'failed', auth: state.auth, store: state.store, serverMessage: event.serverMessage }
        : state;
  }
}

/**
 * The server message worth showing next to the connection-failed text: a 409 says which of
 * the account and the store is already connected elsewhere. Other failures (bad token, network)
 * get the connection-failed text alone.
 */
export function connectFailureMessage(status: number, message: string): string | null {
  return status === 409 && message.trim() !== '' ? message : null;
}
