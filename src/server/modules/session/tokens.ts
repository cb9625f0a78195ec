import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'rma-portal';

export type TokenKind = 'session' | 'member';

/** Signs a token naming a session row (kind session) or a member (kind member, for the store side's json.aspx). */
export async function signToken(
  secret: Uint8Array,
  kind: TokenKind,
  subject: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** Tokens whose signature was checked, kept per secret. */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface Verified {
  kind: unknown;
  sub: unknown;
  /** Expiry in ms since the epoch. */
  expiresAt: number;
}

const verifiedBySecret = new WeakMap<Uint8Array, Map<string, Verified>>();

/**
 * A browser sends the same token with every call; checking its HMAC signature each time (WebCrypto, a key import
 * and a thread-pool round trip) was the largest cost of a light call. A token whose signature was checked once is
 * kept (at most VERIFIED_TOKENS_KEPT per secret, the oldest going first) and is still refused from its expiry on.
 * Only the signature check is skipped: the session the token names is read on every call, so a deleted session
 * ends at once.
 */
async function verified(secret: Uint8Array, token: string): Promise<Verified | null> {
  let kept = verifiedBySecret.get(secret);
  if (!kept) verifiedBySecret.set(secret, (kept = new Map()));
  const hit = kept.get(token);
  if (hit) {
    if (hit.expiresAt > Date.now()) return hit;
    kept.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const entry: Verified = { kind: payload.kind, sub: payload.sub, expiresAt: payload.exp! * 1000 };
    kept.set(token, entry);
    if (kept.size > VERIFIED_TOKENS_KEPT) kept.delete(kept.keys().next().value!);
    return entry;
  } catch {
    return null;
  }
}

/** The subject of a valid token of the given kind, or null for a missing, expired, forged or other-kind token. */
export async function verifyToken(secret: Uint8Array, kind: TokenKind, token: string): Promise<string | null> {
  const payload = await verified(secret, token);
  return payload && payload.kind === kind && typeof payload.sub === 'string' ? payload.sub : null;
}
