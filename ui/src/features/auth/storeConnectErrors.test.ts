import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { storeLoginFailure, storeRegisterFailure } from './storeConnectErrors';

describe('storeLoginFailure', () => {
  it('says incorrect username or password for a 401', () => {
    expect(storeLoginFailure(new ApiError(401, 'unauthorized', 'Incorrect username or password'))).toEqual({ key: 'login.failed' });
  });

  it('names a bad store token, passes a conflict on, and reports timeouts and rate limits', () => {
    expect(storeLoginFailure(new ApiError(400, 'bad_request', 'Unable to verify your store'))).toEqual({
      key: 'storeToken.failed.title',
    });
    expect(storeLoginFailure(new ApiError(409, 'conflict', 'This account already has a store'))).toEqual({
      serverMessage: 'This account already has a store',
    });
    expect(storeLoginFailure(new ApiError(0, 'timeout', 'x'))).toEqual({ key: 'errors.timeout' });
    expect(storeLoginFailure(new ApiError(429, 'rate_limited', 'x'))).toEqual({ key: 'errors.rateLimited' });
  });

  it('keeps the unverified-email warning and calls server trouble generic', () => {
    expect(storeLoginFailure(new ApiError(403, 'forbidden', 'verify'))).toEqual({ key: 'login.notVerified' });
    expect(storeLoginFailure(new ApiError(500, 'internal', 'boom'))).toEqual({ key: 'errors.generic' });
    expect(storeLoginFailure(new Error('odd'))).toEqual({ key: 'errors.generic' });
  });
});

describe('storeRegisterFailure', () => {
  it('distinguishes a bad token, a conflict and other refusals', () => {
    expect(storeRegisterFailure(new ApiError(400, 'bad_request', 'Unable to verify your store'))).toEqual({
      key: 'storeToken.failed.title',
    });
    expect(storeRegisterFailure(new ApiError(409, 'conflict', 'This store is already connected to another account'))).toEqual({
      serverMessage: 'This store is already connected to another account',
    });
    expect(storeRegisterFailure(new ApiError(422, 'validation_failed', 'Invalid'))).toEqual({ key: 'register.failedFields' });
    expect(storeRegisterFailure(new ApiError(503, 'overloaded', 'busy'))).toEqual({ key: 'errors.generic' });
  });
});
