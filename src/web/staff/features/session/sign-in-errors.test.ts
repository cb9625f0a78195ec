import { describe, expect, it } from 'vitest';
import { StaffApiError } from '../../lib/api.js';
import { signInFailure } from './sign-in-errors.js';

describe('signInFailure', () => {
  it.each([
    [new StaffApiError(401, 'invalid-credentials', ''), { key: 'signIn.error.invalidCredentials' }],
    [new StaffApiError(401, 'invalid-code', ''), { key: 'signIn.error.invalidCode' }],
    [new StaffApiError(401, 'staffInvalidCode', '', { status: 'invalid-code' }), { key: 'signIn.error.invalidCode' }],
    [
      new StaffApiError(401, 'staffInvalidCredentials', '', { status: 'invalid-credentials' }),
      { key: 'signIn.error.invalidCredentials' },
    ],
    [
      new StaffApiError(423, 'locked', '', { retryAfterSeconds: 900 }),
      { key: 'signIn.error.locked', values: { count: 15 } },
    ],
    [new StaffApiError(423, 'locked', '', { retryAfter: 61 }), { key: 'signIn.error.locked', values: { count: 2 } }],
    [new StaffApiError(423, 'locked', ''), { key: 'signIn.error.locked', values: { count: 1 } }],
    [
      new StaffApiError(429, 'rateLimited', '', { retryAfter: 30 }),
      { key: 'signIn.error.rateLimited', values: { count: 1 } },
    ],
    [new StaffApiError(503, 'serviceBusy', '', { retryAfter: 5 }), { key: 'signIn.error.busy' }],
    [new StaffApiError(503, '503', 'Service Unavailable'), { key: 'signIn.error.generic' }],
    [new StaffApiError(500, 'genericError', ''), { key: 'signIn.error.generic' }],
    [new TypeError('Failed to fetch'), { key: 'signIn.error.generic' }],
  ])('explains %s', (error, expected) => {
    expect(signInFailure(error)).toEqual(expected);
  });
});
