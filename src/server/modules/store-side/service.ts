import crypto from 'node:crypto';
import type { AppContext } from '../../context.js';
import { sessionTtlSeconds, signMemberToken } from '../session/service.js';
import { deleteExpiredStoreLogins, deleteStoreLogin, insertStoreLogin, storeLoginRow } from './repository.js';

/**
 * The built-in store site's pieces that the portal treats as someone else's system
 * (docs/rules/shell.md#account-menu-and-sign-in-frame): the store-side login (a cookie naming a store_logins row)
 * and the member-token endpoint (json.aspx) the portal reads after a sign-in. The sign-in page itself is in
 * signin-page.ts.
 */

type Ctx = AppContext;

/** The row id stored for a cookie value: a database leak does not hand out live cookies. */
function loginId(cookieValue: string): string {
  return crypto.createHash('sha256').update(cookieValue).digest('base64url');
}

/** A cookie value this side could have issued: 43 base64url characters (32 random bytes). */
function isLoginCookie(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** The member of the live login a cookie names, or null; an expired login is deleted. */
async function loginMember(ctx: Ctx, cookieValue: string | undefined): Promise<number | null> {
  if (!isLoginCookie(cookieValue)) return null;
  const id = loginId(cookieValue);
  const login = await storeLoginRow(ctx.db, id);
  if (!login) return null;
  if (login.expiresAt <= ctx.now().toISOString()) {
    await deleteStoreLogin(ctx.db, id);
    return null;
  }
  return login.memberId;
}

/**
 * Checks the credentials and opens a store-side login; answers the cookie value to set, or null for a
 * wrong e-mail or password (the same answer for both). A login the browser already had is ended, and
 * the expired ones are deleted, in the transaction that opens the new one.
 */
export async function storeSignIn(
  ctx: Ctx,
  email: string,
  password: string,
  previousCookie: string | undefined,
): Promise<{ cookieValue: string; maxAgeSeconds: number; memberId: number } | null> {
  const member = await ctx.platform.members.verifyPassword(email, password);
  if (!member) return null;
  const at = ctx.now();
  // A store-side login (the cookie's Max-Age and the row's expiry) lives as long as a session.
  const ttl = sessionTtlSeconds(ctx);
  const cookieValue = crypto.randomBytes(32).toString('base64url');
  await ctx.db.transaction().execute(async (trx) => {
    if (isLoginCookie(previousCookie)) await deleteStoreLogin(trx, loginId(previousCookie));
    await deleteExpiredStoreLogins(trx, at.toISOString());
    await insertStoreLogin(trx, {
      id: loginId(cookieValue),
      memberId: member.id,
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + ttl * 1000).toISOString(),
    });
  });
  return { cookieValue, maxAgeSeconds: ttl, memberId: member.id };
}

/** A short-lived member token for the member the cookie's live login names; '' when there is none. */
export async function storeMemberToken(ctx: Ctx, cookieValue: string | undefined): Promise<string> {
  const memberId = await loginMember(ctx, cookieValue);
  if (memberId === null) return '';
  // A login outliving its member (deleted account) grants nothing.
  if (!(await ctx.platform.members.findById(memberId))) return '';
  return signMemberToken(ctx, memberId);
}

/** Ends the store-side login a cookie names (nothing when it names none). */
export async function storeSignOut(ctx: Ctx, cookieValue: string | undefined): Promise<void> {
  if (isLoginCookie(cookieValue)) await deleteStoreLogin(ctx.db, loginId(cookieValue));
}
