import { compactVerify } from 'jose';
import { unauthorized } from '../../lib/errors.js';
import type { Session } from './service.js';

/**
 * The member a member token names, checking only its signature and kind. Expiry is deliberately not
 * checked: the client keeps the token json.aspx gave at sign-in (short-lived) and sends it with every
 * call as X-Member-Token; the session row, not that token, decides how long a member stays signed in.
 * The header is a consistency check: a token for another member means the store side changed hands.
 */
export async function memberOfHeaderToken(secret: Uint8Array, token: string): Promise<number | null> {
  try {
    const { payload } = await compactVerify(token, secret, { algorithms: ['HS256'] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as { kind?: unknown; sub?: unknown };
    if (claims.kind !== 'member' || typeof claims.sub !== 'string' || !/^\d+$/.test(claims.sub)) return null;
    return Number(claims.sub);
  } catch {
    return null;
  }
}

/** For a member session, a present X-Member-Token must be valid and name the session's member. */
export async function assertMemberHeader(secret: Uint8Array, session: Session, header: string | undefined) {
  if (session.memberId === null || header === undefined || header === '') return;
  const memberId = await memberOfHeaderToken(secret, header);
  if (memberId !== session.memberId) throw unauthorized();
}
