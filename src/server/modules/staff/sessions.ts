import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { databaseBusy } from '../../db/busy.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/repository.js';
import type { StaffPrincipal } from './principal.js';
import { deleteStaffSession, staffSessionWithUser, touchStaffSession, type StaffUserRow } from './repository.js';
import { principalOf } from './views.js';

/**
 * Staff sessions (docs/decisions/0011-staff-sign-in.md): the cookie holds 32 random bytes; the row's id is their
 * SHA-256, so a copy of the table opens nothing. A session lives 12 hours past its last use; a use refreshes it at
 * most once a minute. The CSRF token is an HMAC of the session's id under the portal's secret: bound to the
 * session, unreadable by another site, and needing no storage of its own.
 */
export const STAFF_SESSION_HOURS = 12;
const TOUCH_EVERY_MS = 60_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: sessionIdOf(token) };
}

export function sessionExpiry(now: Date): string {
  return new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000).toISOString();
}

export function csrfTokenOf(ctx: AppContext, sessionId: string): string {
  return createHmac('sha256', ctx.config.tokenSecret).update(`staff-csrf:${sessionId}`).digest('base64url');
}

export function csrfMatches(ctx: AppContext, sessionId: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(csrfTokenOf(ctx, sessionId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface StaffSessionView {
  principal: StaffPrincipal;
  user: StaffUserRow;
}

/**
 * The signed-in staff user a cookie's token names, or null: no such session (signed out, or ended by an admin),
 * expired (then deleted), or its user disabled. Roles and stores are read afresh on every call.
 */
export async function staffFromToken(
  ctx: AppContext,
  token: string | undefined,
  ip: string,
): Promise<StaffSessionView | null> {
  if (!token || !TOKEN.test(token)) return null;
  const id = sessionIdOf(token);
  const found = await staffSessionWithUser(ctx.db, id);
  if (!found) return null;
  const now = ctx.now();
  if (Date.parse(found.session.expires_at) <= now.getTime()) {
    await deleteStaffSession(ctx.db, id);
    return null;
  }
  if (found.user.disabled === 1) return null;
  if (now.getTime() - Date.parse(found.session.last_seen_at) >= TOUCH_EVERY_MS) {
    // Best effort: a database too busy to take the touch (decision 0061) does not refuse a read that needs no
    // write; the session's expiry moves on at the next call that gets through.
    await touchStaffSession(ctx.db, id, now.toISOString(), sessionExpiry(now)).catch((error: unknown) => {
      if (!databaseBusy(error)) throw error;
    });
  }
  return { principal: principalOf(found.user, id, ip), user: found.user };
}

/** Ends this session only, and records it. */
export async function signOut(ctx: AppContext, staff: StaffPrincipal): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await deleteStaffSession(trx, staff.sessionId);
    await recordAudit(trx, {
      at: ctx.now().toISOString(),
      staffId: staff.id,
      actor: staff.email,
      action: 'staff.sign-out',
      entity: 'staff',
      entityId: String(staff.id),
      ip: staff.ip,
    });
  });
}

/** 401 for a staff call without a valid session. */
export const unauthorizedStaff = () => new AppError(401, 'unauthorized', 'staffSignInRequired');
