import { describe, expect, it } from 'vitest';
import { INBOX_REPLY_MAX } from '../limits.js';
import { firstResponseDue, validateReply, waitingSeconds } from './inbox.js';

describe('firstResponseDue', () => {
  it.each([
    [3, '2025-03-06T08:00:00.000Z'],
    [null, '2025-03-05T08:00:00.000Z'],
    [undefined, '2025-03-05T08:00:00.000Z'],
  ])('first_response_days %s → %s', (days, expected) => {
    expect(firstResponseDue(new Date('2025-03-03T08:00:00Z'), days).toISOString()).toBe(expected);
  });
});

describe('waitingSeconds', () => {
  const now = new Date('2025-03-03T12:00:00Z');
  it.each([
    [null, 0],
    ['2025-03-03T11:00:00.000Z', 3600],
    ['2025-03-03T11:59:59.500Z', 0],
    ['2025-03-03T13:00:00.000Z', 0],
  ])('since %s → %i s', (since, expected) => {
    expect(waitingSeconds(since, now)).toBe(expected);
  });
});

describe('validateReply', () => {
  it.each([
    ['', 'enterMessage'],
    [' \n ', 'enterMessage'],
    ['Your parcel left today.', null],
    ['x'.repeat(INBOX_REPLY_MAX), null],
    [`  ${'x'.repeat(INBOX_REPLY_MAX)}  `, null],
    ['x'.repeat(INBOX_REPLY_MAX + 1), 'tooLong'],
  ])('%j → %s', (body, expected) => {
    expect(validateReply(body)).toBe(expected);
  });
});
