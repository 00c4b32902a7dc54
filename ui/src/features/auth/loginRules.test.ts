import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { canSubmitInfluencerLogin, canSubmitLogin, loginErrorKey } from './loginRules';

describe('canSubmitLogin', () => {
  it('needs a username and a password of at least 6 characters', () => {
    expect(canSubmitLogin('', '')).toBe(false);
    expect(canSubmitLogin('acme', '12345')).toBe(false);
    expect(canSubmitLogin('acme', '123456')).toBe(true);
    expect(canSubmitLogin('', '123456')).toBe(false);
    expect(canSubmitLogin('   ', '123456')).toBe(false);
  });
});

describe('canSubmitInfluencerLogin', () => {
  it('needs the merchant, the influencer username and a password of at least 6 characters', () => {
    expect(canSubmitInfluencerLogin('acme', 'ivy', '123456')).toBe(true);
    expect(canSubmitInfluencerLogin('', 'ivy', '123456')).toBe(false);
    expect(canSubmitInfluencerLogin('acme', ' ', '123456')).toBe(false);
    expect(canSubmitInfluencerLogin('acme', 'ivy', '12345')).toBe(false);
  });
});

describe('loginErrorKey', () => {
  it('says "Incorrect username or password" for refused credentials', () => {
    expect(loginErrorKey(new ApiError(401, 'unauthorized', 'x'))).toBe('login.failed');
    expect(loginErrorKey(new ApiError(422, 'validation_failed', 'x'))).toBe('login.failed');
  });

  it('shows the not-verified message when the server refuses an unverified account', () => {
    expect(loginErrorKey(new ApiError(403, 'forbidden', 'verify first'))).toBe('login.notVerified');
  });

  it('names timeouts, rate limits and server trouble for what they are', () => {
    expect(loginErrorKey(new ApiError(0, 'timeout', 'x'))).toBe('errors.timeout');
    expect(loginErrorKey(new ApiError(429, 'rate_limited', 'x'))).toBe('login.tooManyAttempts');
    expect(loginErrorKey(new ApiError(500, 'internal', 'x'))).toBe('errors.generic');
    expect(loginErrorKey(new ApiError(503, 'http', 'x'))).toBe('errors.generic');
    expect(loginErrorKey(new Error('boom'))).toBe('errors.generic');
  });
});
