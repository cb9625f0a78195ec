import type { TAuditEntry, TAuditPage, TAuditQuery } from '../../../shared/staff/audit.js';
import type { AppContext } from '../../context.js';
import { assertCan } from '../staff/access.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { auditPage, rmaIdOf, type AuditFilter } from './repository.js';

/**
 * The audit log as a staff user reads it (docs/staff/audit.md): supervisors and admins, the entries of their stores
 * and the entries that belong to no store (accounts, sign-ins), newest first, in keyset pages on the entry's id.
 */
export async function staffAuditLog(
  ctx: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  query: TAuditQuery,
): Promise<TAuditPage> {
  assertCan(staff, 'supervise');
  const target = await targetOf(ctx, query);
  if (target === null) return { items: [], nextCursor: null };
  const rows = await auditPage(ctx.db, {
    ...target,
    actor: query.actor || undefined,
    action: actionFilter(query.action),
    from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    until: query.to ? nextDay(query.to) : undefined,
    stores: staff.stores === '*' ? null : [...staff.stores],
    before: query.cursor ? Number(query.cursor) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row): TAuditEntry => ({
      id: Number(row.id),
      at: row.at,
      staffId: row.staff_id === null ? null : Number(row.staff_id),
      actor: row.actor,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      store: row.store || null,
      rmaNo: row.rma_no ?? null,
      before: parsed(row.before),
      after: parsed(row.after),
      ip: row.ip,
    })),
    nextCursor: rows.length > query.limit ? String(page[page.length - 1]!.id) : null,
  };
}

/** The entity filter; an RMA named by number or id that does not exist matches nothing (null). */
async function targetOf(
  ctx: Pick<AppContext, 'db'>,
  query: TAuditQuery,
): Promise<Pick<AuditFilter, 'entity' | 'entityId'> | null> {
  if (!query.rma) return { entity: query.entity || undefined, entityId: query.entityId || undefined };
  const id = await rmaIdOf(ctx.db, query.rma);
  return id === null ? null : { entity: 'rma', entityId: id };
}

/** `rma.*` is the family of RMA actions; anything else names one action. */
export function actionFilter(action: string | undefined): AuditFilter['action'] {
  if (!action) return undefined;
  return action.endsWith('.*') ? { prefix: action.slice(0, -1) } : { exact: action };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/** The recorded JSON, or null for none (and for text that is not JSON, which no writer makes). */
function parsed(value: string): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}
