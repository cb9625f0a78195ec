import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import type { Language } from '../../../shared/languages.js';
import type { TStaffMe, TTotpEnrolment } from '../../../shared/staff/auth.js';
import { recordAudit } from '../audit/repository.js';
import { oneTimeCodes } from './one-time-codes.js';
import type { StaffPrincipal } from './principal.js';
import { staffUserById, updateStaffUser, type StaffUserRow } from './repository.js';
import { unauthorizedStaff } from './sessions.js';
import { meOf } from './views.js';

/** What a signed-in staff user does to their own account: language, and enrolling a one-time code. */

async function ownRow(ctx: AppContext, staff: StaffPrincipal): Promise<StaffUserRow> {
  const row = await staffUserById(ctx.db, staff.id);
  if (!row) throw unauthorizedStaff();
  return row;
}

function audit(ctx: AppContext, staff: StaffPrincipal, action: string, before: unknown, after: unknown) {
  return {
    at: ctx.now().toISOString(),
    staffId: staff.id,
    actor: staff.email,
    action,
    entity: 'staff',
    entityId: String(staff.id),
    before,
    after,
    ip: staff.ip,
  };
}

export async function setLanguage(ctx: AppContext, staff: StaffPrincipal, language: Language): Promise<TStaffMe> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await ownRow({ ...ctx, db: trx }, staff);
    if (row.language !== language) {
      await updateStaffUser(trx, staff.id, { language, updated_at: ctx.now().toISOString() });
      await recordAudit(trx, audit(ctx, staff, 'staff.language', { language: row.language }, { language }));
    }
    return meOf({ ...row, language });
  });
}

const totpEnabled = () => new AppError(409, 'totp-enabled', 'staffTotpAlreadyEnabled');

/**
 * A new secret for the user's authenticator app; it takes effect once confirmed. Starting again replaces a
 * secret not yet confirmed. A confirmed one is changed only by an admin's reset (a lost phone).
 */
export async function startTotp(ctx: AppContext, staff: StaffPrincipal): Promise<TTotpEnrolment> {
  const row = await ownRow(ctx, staff);
  if (row.totp_enabled === 1) throw totpEnabled();
  const { newTotpSecret, totpUri } = await oneTimeCodes();
  const secret = newTotpSecret();
  await updateStaffUser(ctx.db, staff.id, { totp_secret: secret, updated_at: ctx.now().toISOString() });
  return { uri: totpUri(secret, row.email), secret };
}

/** Enables the one-time code once the user proves their app produces it; that code is used up. */
export async function confirmTotp(ctx: AppContext, staff: StaffPrincipal, code: string): Promise<TStaffMe> {
  const { matchTotp } = await oneTimeCodes();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await ownRow({ ...ctx, db: trx }, staff);
    if (row.totp_enabled === 1) throw totpEnabled();
    if (!row.totp_secret) throw new AppError(409, 'totp-not-started', 'staffTotpNotStarted');
    const step = matchTotp(row.totp_secret, code, ctx.now());
    if (step === null) throw new AppError(400, 'invalid-code', 'staffInvalidCode');
    const at = ctx.now().toISOString();
    await updateStaffUser(trx, staff.id, { totp_enabled: 1, totp_last_step: step, updated_at: at });
    await recordAudit(trx, audit(ctx, staff, 'staff.totp-enabled', { totpEnabled: false }, { totpEnabled: true }));
    return meOf({ ...row, totp_enabled: 1 });
  });
}

/** The signed-in user as the console shows them. */
export async function staffMe(ctx: AppContext, staff: StaffPrincipal): Promise<TStaffMe> {
  return meOf(await ownRow(ctx, staff));
}
