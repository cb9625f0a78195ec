import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { normaliseEmail } from '../../../shared/rules/identifiers.js';
import type { StaffRole, StoreScope } from '../../../shared/staff/roles.js';
import { recordAudit } from '../audit/repository.js';
import { hashStaffPassword } from './passwords.js';
import {
  allStaffUsers,
  deleteSessionsOf,
  insertStaffUser,
  staffUserByEmail,
  staffUserById,
  updateStaffUser,
  type StaffUserRow,
} from './repository.js';
import { auditViewOf, formatScope } from './views.js';

/**
 * Staff accounts managed from the command line (`npm run staff`, docs/staff/api.md#command-line), acting as
 * `system` in the audit log: the first admin of a new installation, and a way in when no admin can sign in.
 */

export interface NewAccount {
  email: string;
  name: string;
  role: StaffRole;
  stores: StoreScope;
  password: string;
}

/** A password for someone to change: 18 random bytes, 24 characters. */
export function generatedPassword(): string {
  return randomBytes(18).toString('base64url');
}

export type AccountOutcome = { ok: true; row: StaffUserRow } | { ok: false; reason: 'exists' | 'not-found' };

const systemEntry = (at: string, action: string, id: number) => ({
  at,
  staffId: null,
  actor: 'system',
  action,
  entity: 'staff',
  entityId: String(id),
});

export async function addAccount(db: Kysely<Database>, account: NewAccount, now: Date): Promise<AccountOutcome> {
  const email = normaliseEmail(account.email);
  const passwordHash = await hashStaffPassword(account.password);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (await staffUserByEmail(trx, email)) return { ok: false, reason: 'exists' as const };
    const id = await insertStaffUser(trx, {
      email,
      name: account.name,
      passwordHash,
      role: account.role,
      stores: formatScope(account.stores),
      language: 'en',
      at,
    });
    const row = (await staffUserById(trx, id))!;
    await recordAudit(trx, { ...systemEntry(at, 'staff.create', id), after: { ...auditViewOf(row), via: 'cli' } });
    return { ok: true, row };
  });
}

/** Disables the account and ends its sessions at once. */
export async function disableAccount(db: Kysely<Database>, email: string, now: Date): Promise<AccountOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await staffUserByEmail(trx, normaliseEmail(email));
    if (!before) return { ok: false, reason: 'not-found' as const };
    await updateStaffUser(trx, before.id, { disabled: 1, updated_at: at });
    const ended = await deleteSessionsOf(trx, before.id);
    const row = (await staffUserById(trx, before.id))!;
    await recordAudit(trx, {
      ...systemEntry(at, 'staff.update', before.id),
      before: auditViewOf(before),
      after: { ...auditViewOf(row), sessionsEnded: ended, via: 'cli' },
    });
    return { ok: true, row };
  });
}

export function listAccounts(db: Kysely<Database>): Promise<StaffUserRow[]> {
  return allStaffUsers(db);
}
