import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { AVAILABILITY_DEBOUNCE_MS, availabilityFromError } from './availabilityCheck';

describe('availabilityFromError', () => {
  it('reads 409 as taken and 422 as a bad format', () => {
    expect(availabilityFromError(new ApiError(409, 'conflict', 'taken'))).toBe('taken');
    expect(availabilityFromError(new ApiError(422, 'validation_failed', 'format'))).toBe('invalid');
  });

  it('marks a failed check as unchecked (it blocks sign-up like a duplicate)', () => {
    expect(availabilityFromError(new ApiError(429, 'rate_limited', 'slow down'))).toBe('unchecked');
    expect(availabilityFromError(new ApiError(0, 'network', 'offline'))).toBe('unchecked');
    expect(availabilityFromError(new ApiError(500, 'internal', 'boom'))).toBe('unchecked');
    expect(availabilityFromError(new Error('boom'))).toBe('unchecked');
  });

  it('waits 400 ms after typing stops', () => {
    expect(AVAILABILITY_DEBOUNCE_MS).toBe(400);
  });
});
