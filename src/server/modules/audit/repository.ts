import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One audit entry: who did what to which entity, with the state before and after (docs/staff/audit.md). */
export interface AuditEntry {
  at: string;
  /** null for the system (a job, an automatic approval) or an unknown user's failed sign-in. */
  staffId: number | null;
  /** The staff user's e-mail, or `system`. */
  actor: string;
  /** A dotted verb such as `rma.approve`, `staff.sign-in`, `staff.sign-in-failed`, `store.settings`. */
  action: string;
  entity: string;
  entityId?: string;
  store?: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/**
 * Appends to the audit log, inside the caller's transaction so that the entry and the change it records land
 * together. The table refuses updates and deletes (a trigger on both engines); there is no other writer.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at,
      staff_id: entry.staffId,
      actor: entry.actor,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? '',
      store: entry.store ?? '',
      before: entry.before === undefined ? '' : JSON.stringify(entry.before),
      after: entry.after === undefined ? '' : JSON.stringify(entry.after),
      ip: entry.ip ?? '',
    })
    .execute();
}
