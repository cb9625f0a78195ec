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

export interface AuditFilter {
  /** Staff e-mails are kept in lower case. */
  actor?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  /** A whole action, or the start of a family (`rma.`). */
  action?: { exact: string } | { prefix: string } | undefined;
  /** Instants, `from` included, `until` excluded. */
  from?: string | undefined;
  until?: string | undefined;
  /** The reader's stores; null for every store. Entries without a store are always included. */
  stores: readonly string[] | null;
  /** Only entries older than this id (the keyset). */
  before?: number | undefined;
  limit: number;
}

/** A page of the log, newest first (by id: the log's order of writing), with the RMA number of RMA entries. */
export async function auditPage(db: Kysely<Database>, f: AuditFilter) {
  const { action, stores } = f;
  return db
    .selectFrom('audit_log as a')
    .leftJoin('rmas as r', (join) => join.onRef('r.id', '=', 'a.entity_id').on('a.entity', '=', 'rma'))
    .select([
      'a.id',
      'a.at',
      'a.staff_id',
      'a.actor',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.store',
      'a.before',
      'a.after',
      'a.ip',
      'r.rma_no',
    ])
    .$if(f.actor !== undefined, (q) => q.where('a.actor', '=', f.actor!))
    .$if(f.entity !== undefined, (q) => q.where('a.entity', '=', f.entity!))
    .$if(f.entityId !== undefined, (q) => q.where('a.entity_id', '=', f.entityId!))
    .$if(action !== undefined && 'exact' in action, (q) =>
      q.where('a.action', '=', (action as { exact: string }).exact),
    )
    .$if(action !== undefined && 'prefix' in action, (q) =>
      q.where('a.action', 'like', `${(action as { prefix: string }).prefix}%`),
    )
    .$if(f.from !== undefined, (q) => q.where('a.at', '>=', f.from!))
    .$if(f.until !== undefined, (q) => q.where('a.at', '<', f.until!))
    .$if(stores !== null, (q) => q.where('a.store', 'in', ['', ...stores!]))
    .$if(f.before !== undefined, (q) => q.where('a.id', '<', f.before!))
    .orderBy('a.id', 'desc')
    .limit(f.limit)
    .execute();
}

/** The id of an RMA named by its number or its id, or null. */
export async function rmaIdOf(db: Kysely<Database>, rma: string): Promise<string | null> {
  const row = await db
    .selectFrom('rmas')
    .select('id')
    .where((eb) => eb.or([eb('rma_no', '=', rma.toUpperCase()), eb('id', '=', rma)]))
    .executeTakeFirst();
  return row?.id ?? null;
}
