import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpCode, totpStep, totpUri } from './totp.js';

const SECRET = 'JBSWY3DPEHPK3PXP';
const now = new Date('2030-01-01T12:00:10.000Z');
const step = totpStep(now);

describe('matchTotp', () => {
  it.each([
    ['the current step', 0, step],
    ['the step before (clock drift)', -1, step - 1],
    ['the step after', 1, step + 1],
    ['two steps before', -2, null],
    ['two steps after', 2, null],
  ])('%s', (_name, offset, expected) => expect(matchTotp(SECRET, totpCode(SECRET, step + offset), now)).toBe(expected));

  it.each([
    ['not six digits', '12345'],
    ['letters', 'abcdef'],
  ])('refuses %s', (_name, code) => expect(matchTotp(SECRET, code, now)).toBeNull());

  it('refuses a malformed secret instead of throwing', () => {
    expect(matchTotp('not base32!', '123456', now)).toBeNull();
  });

  it('matches RFC 6238 test vector time 59 s with an SHA-1 secret', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T=59 → 94287082 (8 digits); 6 digits → 287082.
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(matchTotp(rfcSecret, '287082', new Date(59_000))).toBe(1);
  });
});

describe('secrets and URIs', () => {
  it('makes a 160-bit base32 secret and an otpauth URI naming the user', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(secret, 'ana@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('ana%40example.com');
  });
});
