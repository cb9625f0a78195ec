import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time codes (RFC 6238): SHA-1, 6 digits, 30-second steps, the step before and after accepted for
 * clock drift. A code is matched to its step so that the caller can refuse a step already used.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Returns portal staff';

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret, as base32 text. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function isTotpSecret(value: string): boolean {
  return /^[A-Z2-7]{16,128}$/.test(value);
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The time step of an instant. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The step a code belongs to (now's, or one either side), or null when it matches none. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  if (!isTotpSecret(secret) || !/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code of a step (tests and the test kit sign in with it). */
export function totpCode(secret: string, step: number): string {
  return totpOf(secret).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}
