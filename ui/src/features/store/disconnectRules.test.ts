import { describe, expect, it } from 'vitest';
import { DISCONNECT_PHRASE, canConfirmDisconnect } from './disconnectRules';

describe('canConfirmDisconnect', () => {
  it('accepts exactly "disconnect store"', () => {
    expect(DISCONNECT_PHRASE).toBe('disconnect store');
    expect(canConfirmDisconnect('disconnect store')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const typed of ['', 'disconnect', 'disconnect store ', ' disconnect store', 'Disconnect store', 'DISCONNECT STORE', 'disconnect  store', 'disconnect stores']) {
      expect(canConfirmDisconnect(typed), JSON.stringify(typed)).toBe(false);
    }
  });
});
