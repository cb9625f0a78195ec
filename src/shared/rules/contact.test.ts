import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX } from '../limits.js';
import { validateContactMessage } from './contact.js';

describe('contact us message', () => {
  it.each([
    ['', 'enterMessage'],
    ['   ', 'enterMessage'],
    ['\n\t', 'enterMessage'],
    ['Where is my parcel?', null],
    ['x'.repeat(CONTACT_MESSAGE_MAX), null],
    ['x'.repeat(CONTACT_MESSAGE_MAX + 1), 'tooLong'],
  ])('%j → %s', (message, expected) => {
    expect(validateContactMessage(message)).toBe(expected);
  });
});
