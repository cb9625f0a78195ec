import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken } from './tokens.js';

const secret = new TextEncoder().encode('a-secret-of-at-least-thirty-two-bytes!!');
const other = new TextEncoder().encode('another-secret-of-thirty-two-bytes!!!!');

/** The token with one character of its signature changed. */
function forged(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

describe('session tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the subject of a valid token of its kind, again and again', async () => {
    const token = await signToken(secret, 'session', 'row-1', 60);
    expect(await verifyToken(secret, 'session', token)).toBe('row-1');
    expect(await verifyToken(secret, 'session', token)).toBe('row-1');
  });

  it('refuses another kind, another secret and a forged signature, also after the real token was checked', async () => {
    const token = await signToken(secret, 'session', 'row-2', 60);
    expect(await verifyToken(secret, 'session', token)).toBe('row-2');
    expect(await verifyToken(secret, 'member', token)).toBeNull();
    expect(await verifyToken(other, 'session', token)).toBeNull();
    expect(await verifyToken(secret, 'session', forged(token))).toBeNull();
    expect(await verifyToken(secret, 'session', 'not.a.token')).toBeNull();
    expect(await verifyToken(secret, 'session', '')).toBeNull();
  });

  it('refuses a token from its expiry on, even one checked before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const token = await signToken(secret, 'session', 'row-3', 60);
    expect(await verifyToken(secret, 'session', token)).toBe('row-3');
    vi.setSystemTime(new Date('2026-11-23T10:00:59Z'));
    expect(await verifyToken(secret, 'session', token)).toBe('row-3');
    vi.setSystemTime(new Date('2026-11-23T10:01:00Z'));
    expect(await verifyToken(secret, 'session', token)).toBeNull();
    vi.setSystemTime(new Date('2026-11-23T10:00:30Z'));
    // Refused once expired: the token is not kept any more, and its signature is checked again.
    expect(await verifyToken(secret, 'session', token)).toBe('row-3');
  });
});
