import type { Updateable } from 'kysely';
import type { AppContext } from '../../context.js';
import type { StaffUserTable } from '../../db/schema.js';
import { AppError, conflict } from '../../lib/errors.js';
import { normaliseEmail } from '../../../shared/rules/identifiers.js';
import type { TStaffUser, TStaffUserCreate, TStaffUserPatch } from '../../../shared/staff/users.js';
import { recordAudit, type AuditEntry } from '../audit/repository.js';
import { assertCan, forbidden, manages } from './access.js';
import { hashStaffPassword } from './passwords.js';
import type { StaffPrincipal } from './principal.js';
import {
  allStaffUsers,
  deleteSessionsOf,
  insertStaffUser,
  staffUserByEmail,
  staffUserById,
  updateStaffUser,
  type StaffUserRow,
} from './repository.js';
import { auditViewOf, formatScope, parseScope, staffUserOf } from './views.js';

/**
 * An admin's calls on staff users (docs/staff/api.md#staff-users). An admin sees and manages only the users whose
 * stores lie within the admin's own; one outside reads as not found. An admin does not change their own role,
 * stores, access or one-time code, so that nobody locks themselves out by mistake.
 */

const notFound = () => new AppError(404, 'not-found', 'staffUserNotFound');

function entry(ctx: AppContext, staff: StaffPrincipal, action: string, id: number): AuditEntry {
  return {
    at: ctx.now().toISOString(),
    staffId: staff.id,
    actor: staff.email,
    action,
    entity: 'staff',
    entityId: String(id),
    ip: staff.ip,
  };
}

export async function listStaffUsers(ctx: AppContext, staff: StaffPrincipal): Promise<TStaffUser[]> {
  assertCan(staff, 'administer');
  const rows = await allStaffUsers(ctx.db);
  return rows.filter((row) => manages(staff, parseScope(row.stores))).map((row) => staffUserOf(row, ctx.now()));
}

export async function createStaffUser(
  ctx: AppContext,
  staff: StaffPrincipal,
  input: TStaffUserCreate,
): Promise<TStaffUser> {
  assertCan(staff, 'administer');
  if (!manages(staff, input.stores)) throw forbidden();
  const email = normaliseEmail(input.email);
  const passwordHash = await hashStaffPassword(input.password);
  const at = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    if (await staffUserByEmail(trx, email)) throw conflict('email-taken', 'staffEmailTaken');
    const fields = { email, name: input.name, role: input.role, stores: formatScope(input.stores) };
    const id = await insertStaffUser(trx, { ...fields, passwordHash, language: input.language, at });
    const row = (await staffUserById(trx, id))!;
    await recordAudit(trx, { ...entry(ctx, staff, 'staff.create', id), after: auditViewOf(row) });
    return staffUserOf(row, ctx.now());
  });
}

/** The user the admin names, when the admin manages them. */
async function managedUser(ctx: AppContext, staff: StaffPrincipal, id: number): Promise<StaffUserRow> {
  assertCan(staff, 'administer');
  const row = await staffUserById(ctx.db, id);
  if (!row || !manages(staff, parseScope(row.stores))) throw notFound();
  return row;
}

async function changesOf(patch: TStaffUserPatch, at: string): Promise<Updateable<StaffUserTable>> {
  const changes: Updateable<StaffUserTable> = { updated_at: at };
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.role !== undefined) changes.role = patch.role;
  if (patch.stores !== undefined) changes.stores = formatScope(patch.stores);
  if (patch.disabled !== undefined) changes.disabled = patch.disabled ? 1 : 0;
  if (patch.password !== undefined) {
    changes.password_hash = await hashStaffPassword(patch.password);
    changes.failed_logins = 0;
    changes.locked_until = null;
  }
  if (patch.resetTotp) Object.assign(changes, { totp_secret: '', totp_enabled: 0, totp_last_step: 0 });
  return changes;
}

export async function updateStaffUserAsAdmin(
  ctx: AppContext,
  staff: StaffPrincipal,
  id: number,
  patch: TStaffUserPatch,
): Promise<TStaffUser> {
  const current = await managedUser(ctx, staff, id);
  if (patch.stores !== undefined && !manages(staff, patch.stores)) throw forbidden();
  const own = id === staff.id;
  const accessChange =
    patch.role !== undefined ||
    patch.stores !== undefined ||
    patch.disabled !== undefined ||
    patch.password !== undefined ||
    patch.resetTotp !== undefined;
  if (own && accessChange) throw conflict('own-access', 'staffOwnAccess');
  const changes = await changesOf(patch, ctx.now().toISOString());
  // Whoever loses access, or whose secrets change, is signed out everywhere at once.
  const endSessions = patch.disabled === true || patch.password !== undefined || patch.resetTotp === true;
  return ctx.db.transaction().execute(async (trx) => {
    await updateStaffUser(trx, id, changes);
    const ended = endSessions ? await deleteSessionsOf(trx, id) : 0;
    const row = (await staffUserById(trx, id))!;
    await recordAudit(trx, {
      ...entry(ctx, staff, 'staff.update', id),
      before: auditViewOf(current),
      after: { ...auditViewOf(row), passwordChanged: patch.password !== undefined, sessionsEnded: ended },
    });
    return staffUserOf(row, ctx.now());
  });
}

/** Deletes every session of the user: their next call, in any browser, answers 401. */
export async function endSessionsOf(ctx: AppContext, staff: StaffPrincipal, id: number): Promise<number> {
  await managedUser(ctx, staff, id);
  return ctx.db.transaction().execute(async (trx) => {
    const ended = await deleteSessionsOf(trx, id);
    await recordAudit(trx, { ...entry(ctx, staff, 'staff.end-sessions', id), after: { ended } });
    return ended;
  });
}
