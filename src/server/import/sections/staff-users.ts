import type { Kysely, Selectable } from 'kysely';
import type { Database, StaffUserTable } from '../../db/schema.js';
import { hashStaffPassword, verifyStaffPassword } from '../../modules/staff/passwords.js';
import { formatScope } from '../../modules/staff/views.js';
import type { TStaffUserRecord } from '../format-staff.js';
import type { CheckContext } from '../check-context.js';
import { bit, sameFields, type Tally } from '../counts.js';
import { defined, isEmpty, selectIn, upsert } from '../sql.js';
import type { LooseSections } from '../types.js';

/**
 * Staff users of the console (docs/data-format.md#staffusers): keyed by e-mail; a password stored only as an
 * Argon2id hash. A password or one-time code secret left out keeps the stored one; sign-in failures, locks and
 * sessions are never touched by an import.
 */

export function checkStaffUsers(views: LooseSections['staffUsers'], ctx: CheckContext): void {
  const seen = new Map<string, string>();
  views.forEach((u, i) => {
    if (!u) return;
    const p = `staffUsers[${i}]`;
    ctx.unique(seen, u.email, `${p}.email`, 'staff email', 'staffUsers', i);
    if (u.password !== undefined && u.passwordHash !== undefined) {
      ctx.report('staffUsers', i, `${p}.password: give password or passwordHash, not both`);
    } else if (
      u.password === undefined &&
      u.passwordHash === undefined &&
      u.email !== undefined &&
      !ctx.reportedAt(`${p}.password`) &&
      !ctx.existing.hasStaffUser(u.email)
    ) {
      ctx.report('staffUsers', i, `${p}.password: required for a new staff user (or passwordHash)`);
    }
  });
}

export type StoredStaffUsers = Map<string, Selectable<StaffUserTable>>;

export async function loadStaffUsers(db: Kysely<Database>, views: LooseSections): Promise<StoredStaffUsers> {
  const stored: StoredStaffUsers = new Map();
  if (await isEmpty(db, 'staff_users')) return stored;
  const emails = defined(views.staffUsers.map((u) => u?.email));
  const rows = await selectIn(emails, (part) =>
    db.selectFrom('staff_users').selectAll().where('email', 'in', part).execute(),
  );
  for (const row of rows) stored.set(row.email, row);
  return stored;
}

type StaffRow = {
  email: string;
  name: string;
  role: string;
  stores: string;
  language: string;
  disabled: number;
  password_hash: string;
  totp_secret: string;
  totp_enabled: number;
};

export interface StaffUsersPlan {
  inserts: (StaffRow & { created_at: string; updated_at: string })[];
  updates: (StaffRow & { updated_at: string })[];
}

async function passwordHashOf(u: TStaffUserRecord, stored: Selectable<StaffUserTable> | undefined): Promise<string> {
  if (u.passwordHash !== undefined) return u.passwordHash;
  if (u.password !== undefined && !(stored && (await verifyStaffPassword(u.password, stored.password_hash)))) {
    return hashStaffPassword(u.password);
  }
  return stored?.password_hash ?? '';
}

/** A plain password counts as unchanged while it still verifies against the stored hash. */
export async function planStaffUsers(
  records: readonly TStaffUserRecord[],
  stored: StoredStaffUsers,
  tally: Tally,
  at: string,
): Promise<StaffUsersPlan> {
  const plan: StaffUsersPlan = { inserts: [], updates: [] };
  await Promise.all(
    records.map(async (u) => {
      const storedRow = stored.get(u.email);
      const totpSecret = u.totpSecret ?? storedRow?.totp_secret ?? '';
      const row: StaffRow = {
        email: u.email,
        name: u.name,
        role: u.role,
        stores: formatScope(u.stores),
        language: u.language,
        disabled: bit(u.disabled),
        password_hash: await passwordHashOf(u, storedRow),
        totp_secret: totpSecret,
        totp_enabled: u.totpSecret !== undefined ? 1 : (storedRow?.totp_enabled ?? 0),
      };
      if (!tally('staffUsers', storedRow, storedRow !== undefined && sameFields(row, storedRow))) return;
      if (storedRow) plan.updates.push({ ...row, updated_at: at });
      else plan.inserts.push({ ...row, created_at: at, updated_at: at });
    }),
  );
  return plan;
}

/** New users in multi-row inserts; changed ones (a handful) one update each, keeping when they were made. */
export async function writeStaffUsers(trx: Kysely<Database>, plan: StaffUsersPlan): Promise<void> {
  await upsert(trx, 'staff_users', plan.inserts, ['email']);
  for (const { email, ...changes } of plan.updates) {
    await trx.updateTable('staff_users').set(changes).where('email', '=', email).execute();
  }
}
