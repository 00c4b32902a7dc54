import { describe, expect, it } from 'vitest';
import { canSendSignupRequest, signupRequestLink } from './signupRequestRules';

describe('canSendSignupRequest', () => {
  it('needs a name, an email of the pattern and a description', () => {
    expect(canSendSignupRequest('Dana', 'dana@shop.com', 'Shoes')).toBe(true);
    expect(canSendSignupRequest(' ', 'dana@shop.com', 'Shoes')).toBe(false);
    expect(canSendSignupRequest('Dana', 'dana@shop', 'Shoes')).toBe(false);
    expect(canSendSignupRequest('Dana', 'dana @shop.com', 'Shoes')).toBe(true);
    expect(canSendSignupRequest('Dana', 'dana@shop.com', '  ')).toBe(false);
  });
});

describe('signupRequestLink', () => {
  it('reads data.link from the page props', () => {
    expect(signupRequestLink({ link: 'https://example.com/next' })).toBe('https://example.com/next');
    expect(signupRequestLink(null)).toBe('');
    expect(signupRequestLink({ link: 42 })).toBe('');
  });
});
