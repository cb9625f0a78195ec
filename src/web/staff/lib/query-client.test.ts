import { describe, expect, it } from 'vitest';
import { StaffApiError } from './api.js';
import { failureMessage } from './query-client.js';

describe('the toast of a failed console call', () => {
  it.each([
    [
      'a 4xx the server explained',
      new StaffApiError(409, 'conflict', 'Someone changed this RMA.'),
      'Someone changed this RMA.',
    ],
    [
      'a busy database’s 503, which says when to try again',
      new StaffApiError(503, 'serviceBusy', 'Wir sind gerade stärker ausgelastet als sonst.'),
      'Wir sind gerade stärker ausgelastet als sonst.',
    ],
    ['a 503 a proxy sent', new StaffApiError(503, '503', 'Service Unavailable'), 'generic'],
    ['a 500', new StaffApiError(500, 'genericError', 'We encountered an error.'), 'generic'],
    ['a 4xx without a message', new StaffApiError(404, '404', ''), 'generic'],
    ['a network failure', new TypeError('Failed to fetch'), 'generic'],
  ])('%s', (_what, error, text) => {
    expect(failureMessage(error, 'generic')).toBe(text);
  });
});
