import { describe, expect, it } from 'vitest';
import { afterFailure, isTransient, MAX_ATTEMPTS, retryDelayMs } from './policy.js';

const MINUTE = 60_000;
const smtpError = (responseCode?: number) => Object.assign(new Error('smtp'), responseCode ? { responseCode } : {});

describe('retryDelayMs', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [6, 32],
    [7, 60],
    [9, 60],
    [50, 60],
  ])('after attempt %i waits %i min', (attempts, minutes) => {
    expect(retryDelayMs(attempts)).toBe(minutes * MINUTE);
  });
});

describe('isTransient', () => {
  it.each([
    ['421 service not available', smtpError(421), true],
    ['450 mailbox busy', smtpError(450), true],
    ['451 local error', smtpError(451), true],
    ['550 no such mailbox', smtpError(550), false],
    ['554 refused', smtpError(554), false],
    ['no reply (connection refused, time-out)', Object.assign(new Error('x'), { code: 'ECONNECTION' }), true],
    ['not an error at all', 'boom', true],
  ])('%s → %s', (_name, error, expected) => {
    expect(isTransient(error)).toBe(expected);
  });
});

describe('afterFailure', () => {
  it.each([
    [smtpError(421), 1, { status: 'pending', retryInMs: MINUTE }],
    [smtpError(421), MAX_ATTEMPTS - 1, { status: 'pending', retryInMs: 60 * MINUTE }],
    [smtpError(421), MAX_ATTEMPTS, { status: 'failed' }],
    [smtpError(550), 1, { status: 'failed' }],
  ])('%o at attempt %i → %o', (error, attempts, expected) => {
    expect(afterFailure(error, attempts)).toEqual(expected);
  });
});
