import { describe, expect, it } from 'vitest';
import { testInfluencer, testUser } from '../../lib/testUsers';
import {
  connectFailureMessage,
  initialStoreAuthState,
  storeAuthReducer,
  type StoreAuthState,
  type VerifiedStore,
} from './storeAuthState';

const STORE: VerifiedStore = { shop: 'acme.myshopify.com', shopName: 'Acme', email: null };
const admin = testUser({ storeConnected: false });

describe('initialStoreAuthState', () => {
  it('shows success after the dashboard connect came back, whoever is signed in', () => {
    expect(initialStoreAuthState({ auth: null, connected: true, user: admin })).toEqual({ kind: 'success' });
    expect(initialStoreAuthState({ auth: 'tok', connected: true, user: null })).toEqual({ kind: 'success' });
  });

  it('shows the launch screen without a token', () => {
    expect(initialStoreAuthState({ auth: null, connected: false, user: null })).toEqual({ kind: 'launch' });
    expect(initialStoreAuthState({ auth: '', connected: false, user: admin })).toEqual({ kind: 'launch' });
  });

  it('lets a signed-out visitor choose between signing up and logging in', () => {
    expect(initialStoreAuthState({ auth: 'tok', connected: false, user: null })).toEqual({ kind: 'chooseAccount', auth: 'tok' });
  });

  it('stops influencers and admins that already have a store', () => {
    expect(initialStoreAuthState({ auth: 'tok', connected: false, user: testInfluencer() }).kind).toBe('influencer');
    expect(initialStoreAuthState({ auth: 'tok', connected: false, user: testUser({ storeConnected: true }) })).toEqual({
      kind: 'alreadyConnected',
      auth: 'tok',
    });
  });

  it('verifies the token for an admin without a store', () => {
    expect(initialStoreAuthState({ auth: 'tok', connected: false, user: admin })).toEqual({ kind: 'verifying', auth: 'tok' });
  });
});

describe('storeAuthReducer', () => {
  const verifying: StoreAuthState = { kind: 'verifying', auth: 'tok' };

  it('goes verify → confirm → connecting → success', () => {
    const confirm = storeAuthReducer(verifying, { type: 'verified', store: STORE });
    expect(confirm).toEqual({ kind: 'confirm', auth: 'tok', store: STORE });
    const connecting = storeAuthReducer(confirm, { type: 'connect' });
    expect(connecting).toEqual({ kind: 'connecting', auth: 'tok', store: STORE });
    expect(storeAuthReducer(connecting, { type: 'connected' })).toEqual({ kind: 'success' });
  });

  it('shows an invalid token when verification fails', () => {
    expect(storeAuthReducer(verifying, { type: 'verifyFailed' })).toEqual({ kind: 'invalidToken', auth: 'tok' });
  });

  it('keeps the store on a failed connect and allows a retry', () => {
    const connecting: StoreAuthState = { kind: 'connecting', auth: 'tok', store: STORE };
    const failed = storeAuthReducer(connecting, { type: 'connectFailed', serverMessage: 'This store is already connected' });
    expect(failed).toEqual({ kind: 'failed', auth: 'tok', store: STORE, serverMessage: 'This store is already connected' });
    expect(storeAuthReducer(failed, { type: 'connect' })).toEqual(connecting);
  });

  it('ignores events that do not fit the state', () => {
    const launch: StoreAuthState = { kind: 'launch' };
    expect(storeAuthReducer(launch, { type: 'connect' })).toBe(launch);
    expect(storeAuthReducer(launch, { type: 'verified', store: STORE })).toBe(launch);
    const confirm: StoreAuthState = { kind: 'confirm', auth: 'tok', store: STORE };
    expect(storeAuthReducer(confirm, { type: 'connected' })).toBe(confirm);
    expect(storeAuthReducer(confirm, { type: 'verifyFailed' })).toBe(confirm);
    expect(storeAuthReducer({ kind: 'success' }, { type: 'connectFailed', serverMessage: null })).toEqual({ kind: 'success' });
  });
});

describe('connectFailureMessage', () => {
  it('passes on the conflict message only', () => {
    expect(connectFailureMessage(409, 'This store is connected to another account')).toBe(
      'This store is connected to another account',
    );
    expect(connectFailureMessage(400, 'The connection with the store platform failed')).toBeNull();
    expect(connectFailureMessage(409, ' ')).toBeNull();
    expect(connectFailureMessage(0, 'network down')).toBeNull();
  });
});
