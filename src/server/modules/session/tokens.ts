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

/** The subject of a valid token of the given kind, or null for a missing, expired, forged or other-kind token. */
export async function verifyToken(secret: Uint8Array, kind: TokenKind, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    return payload.kind === kind && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
