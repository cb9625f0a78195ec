import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { normaliseEmail } from '../../../shared/rules/identifiers.js';
import type { TStaffMe, TStaffSignIn } from '../../../shared/staff/auth.js';
import { recordAudit } from '../audit/repository.js';
import { afterFailure, lockRemainingSeconds, LOCKOUT_MINUTES } from './lockout.js';
import { oneTimeCodes } from './one-time-codes.js';
import { dummyVerify, verifyStaffPassword } from './passwords.js';
import type { StaffPrincipal } from './principal.js';
import {
  claimTotpStep,
  countFailedSignIn,
  deleteExpiredStaffSessions,
  insertStaffSession,
  staffUserByEmail,
  updateStaffUser,
  type StaffUserRow,
} from './repository.js';
import { newSessionToken, sessionExpiry } from './sessions.js';
import { meOf, principalOf } from './views.js';

/** The client of a sign-in, for the session row and the audit log. */
export interface Client {
  ip: string;
  userAgent: string;
}

export type SignInOutcome =
  { status: 'code-required' } | { status: 'signed-in'; token: string; staff: StaffPrincipal; me: TStaffMe };

/** The one answer for an unknown e-mail, a wrong password and a disabled user alike. */
export const invalidCredentials = () => new AppError(401, 'invalid-credentials', 'staffInvalidCredentials');
const invalidCode = () => new AppError(401, 'invalid-code', 'staffInvalidCode');

function locked(seconds: number): AppError {
  const error = new AppError(423, 'locked', 'staffLocked', { minutes: Math.ceil(seconds / 60) });
  error.extra = { retryAfterSeconds: seconds };
  return error;
}

type Reason = 'unknown-email' | 'locked' | 'invalid-password' | 'disabled' | 'invalid-code';

async function auditFailure(
  trx: Kysely<Database>,
  ctx: AppContext,
  email: string,
  user: StaffUserRow | undefined,
  reason: Reason,
  client: Client,
  lockedNow = false,
) {
  await recordAudit(trx, {
    at: ctx.now().toISOString(),
    staffId: user?.id ?? null,
    actor: email,
    action: 'staff.sign-in-failed',
    entity: 'staff',
    entityId: user ? String(user.id) : '',
    after: lockedNow ? { reason, locked: true } : { reason },
    ip: client.ip,
  });
}

/**
 * A failure that counts towards the lockout (a wrong password or code): counted, locked at the limit, and
 * recorded, in one transaction. Answers the error to throw.
 */
async function countFailure(ctx: AppContext, user: StaffUserRow, reason: Reason, client: Client): Promise<AppError> {
  const lockedNow = await ctx.db.transaction().execute(async (trx) => {
    const counted = await countFailedSignIn(trx, user.id);
    const next = afterFailure(counted - 1, ctx.now());
    if (next.lockedUntil) await updateStaffUser(trx, user.id, { failed_logins: 0, locked_until: next.lockedUntil });
    await auditFailure(trx, ctx, user.email, user, reason, client, next.lockedUntil !== null);
    return next.lockedUntil !== null;
  });
  if (lockedNow) return locked(LOCKOUT_MINUTES * 60);
  return reason === 'invalid-code' ? invalidCode() : invalidCredentials();
}

async function refuse(ctx: AppContext, email: string, user: StaffUserRow | undefined, reason: Reason, client: Client) {
  await ctx.db.transaction().execute((trx) => auditFailure(trx, ctx, email, user, reason, client));
}

/**
 * Sign-in (docs/staff/api.md#sign-in): password, then the one-time code when the user has enrolled one. Every
 * outcome but "code required" is written to the audit log, in the transaction of what it changes.
 */
export async function signIn(ctx: AppContext, input: TStaffSignIn, client: Client): Promise<SignInOutcome> {
  const email = normaliseEmail(input.email);
  const user = await staffUserByEmail(ctx.db, email);
  if (!user) {
    await dummyVerify(input.password);
    await refuse(ctx, email, undefined, 'unknown-email', client);
    throw invalidCredentials();
  }
  const lockedFor = lockRemainingSeconds(user.locked_until, ctx.now());
  if (lockedFor > 0) {
    await refuse(ctx, email, user, 'locked', client);
    throw locked(lockedFor);
  }
  if (!(await verifyStaffPassword(input.password, user.password_hash))) {
    throw await countFailure(ctx, user, 'invalid-password', client);
  }
  if (user.disabled === 1) {
    await refuse(ctx, email, user, 'disabled', client);
    throw invalidCredentials();
  }
  if (user.totp_enabled !== 1) return openSession(ctx, user, null, client);
  if (!input.code) return { status: 'code-required' };
  const step = (await oneTimeCodes()).matchTotp(user.totp_secret, input.code, ctx.now());
  if (step === null || step <= user.totp_last_step) throw await countFailure(ctx, user, 'invalid-code', client);
  return openSession(ctx, user, step, client);
}

/** Clears the failures, claims the code's step, opens the session and records it: one transaction. */
async function openSession(ctx: AppContext, user: StaffUserRow, step: number | null, client: Client) {
  const now = ctx.now();
  const at = now.toISOString();
  const { token, id } = newSessionToken();
  const opened = await ctx.db.transaction().execute(async (trx) => {
    // Two sign-ins racing with the same code: the step is claimed by one of them only.
    if (step !== null && !(await claimTotpStep(trx, user.id, step))) return false;
    await updateStaffUser(trx, user.id, { failed_logins: 0, locked_until: null });
    await deleteExpiredStaffSessions(trx, at);
    await insertStaffSession(trx, { id, staffId: user.id, at, expiresAt: sessionExpiry(now), ...client });
    await recordAudit(trx, {
      at,
      staffId: user.id,
      actor: user.email,
      action: 'staff.sign-in',
      entity: 'staff',
      entityId: String(user.id),
      after: { totp: step !== null },
      ip: client.ip,
    });
    return true;
  });
  if (!opened) throw await countFailure(ctx, user, 'invalid-code', client);
  return { status: 'signed-in' as const, token, staff: principalOf(user, id, client.ip), me: meOf(user) };
}
