import crypto from 'node:crypto';
import type { MemberDirectory } from '../../platform/types.js';
import type { SessionService } from '../session/service.js';
import type { StoreSideRepository } from './repository.js';

/**
 * The built-in store site's pieces that the portal treats as someone else's system (docs/rules/shell.md): the
 * store-side login (a cookie naming a store_logins row) and the member-token endpoint (json.aspx) the portal
 * reads after a sign-in. The sign-in page itself is in signin-page.ts.
 */

export interface StoreSideDeps {
  repo: StoreSideRepository;
  members: MemberDirectory;
  sessions: SessionService;
  now: () => Date;
  /** Lifetime of a store-side login (the cookie's Max-Age and the row's expiry). */
  loginTtlSeconds: number;
}

/** The row id stored for a cookie value: a database leak does not hand out live cookies. */
function loginId(cookieValue: string): string {
  return crypto.createHash('sha256').update(cookieValue).digest('base64url');
}

/** A cookie value this side could have issued: 43 base64url characters (32 random bytes). */
function isLoginCookie(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function storeSideService(deps: StoreSideDeps) {
  const { repo, members, sessions, now, loginTtlSeconds } = deps;

  async function memberOf(cookieValue: string | undefined): Promise<number | null> {
    if (!isLoginCookie(cookieValue)) return null;
    const id = loginId(cookieValue);
    const login = await repo.findLogin(id);
    if (!login) return null;
    if (login.expiresAt <= now().toISOString()) {
      await repo.deleteLogin(id);
      return null;
    }
    return login.memberId;
  }

  return {
    memberOf,

    /**
     * Checks the credentials and opens a store-side login; answers the cookie value to set, or null for a
     * wrong e-mail or password (the same answer for both). A login the browser already had is ended.
     */
    async login(
      email: string,
      password: string,
      previousCookie: string | undefined,
    ): Promise<{ cookieValue: string; maxAgeSeconds: number; memberId: number } | null> {
      const member = await members.verifyPassword(email, password);
      if (!member) return null;
      const at = now();
      if (isLoginCookie(previousCookie)) await repo.deleteLogin(loginId(previousCookie));
      await repo.deleteExpired(at.toISOString());
      const cookieValue = crypto.randomBytes(32).toString('base64url');
      await repo.insertLogin({
        id: loginId(cookieValue),
        memberId: member.id,
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + loginTtlSeconds * 1000).toISOString(),
      });
      return { cookieValue, maxAgeSeconds: loginTtlSeconds, memberId: member.id };
    },

    /** A short-lived member token for the member the cookie's live login names; '' when there is none. */
    async memberToken(cookieValue: string | undefined): Promise<string> {
      const memberId = await memberOf(cookieValue);
      if (memberId === null) return '';
      // A login outliving its member (deleted account) grants nothing.
      if (!(await members.findById(memberId))) return '';
      return sessions.memberToken(memberId);
    },

    async logout(cookieValue: string | undefined): Promise<void> {
      if (isLoginCookie(cookieValue)) await repo.deleteLogin(loginId(cookieValue));
    },
  };
}
export type StoreSideService = ReturnType<typeof storeSideService>;
