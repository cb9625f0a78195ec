import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { kindCondition } from '../../../shared/staff/queue-rules.js';
import type { Database, DialectName } from '../../db/schema.js';
import type { QueueWhere } from './filters.js';

type Eb = ExpressionBuilder<Database, 'rmas'>;

/** A LIKE pattern that finds the fragment as typed: its own % and _ are escaped with a backslash. */
function containsPattern(fragment: string): string {
  return `%${fragment.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function lineConditions(eb: Eb, where: QueueWhere): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  const { reason, product } = where;
  if (reason) {
    out.push(
      eb.exists(
        eb
          .selectFrom('rma_lines as rl')
          .select(sql<number>`1`.as('one'))
          .whereRef('rl.rma_id', '=', 'rmas.id')
          .where((l) => l.or([l('rl.reason', '=', reason), l('rl.fault_code', '=', reason)])),
      ),
    );
  }
  if (product) {
    out.push(
      eb.exists(
        eb
          .selectFrom('rma_lines as pl')
          .innerJoin('products as p', 'p.id', 'pl.product_id')
          .select(sql<number>`1`.as('one'))
          .whereRef('pl.rma_id', '=', 'rmas.id')
          .where((l) =>
            l.or([l('p.sku', '=', product), sql<SqlBool>`lower(p.name) like ${containsPattern(product)} escape '\\'`]),
          ),
      ),
    );
  }
  return out;
}

/**
 * The conditions of the filters other than store and status (the queue's arms name those one by one): late,
 * unassigned, kind, assignee, created dates, and the line filters (reason or fault code, product).
 * `steer` (the arms) keeps the planner on the arm's sort index: SQLite (`sqlite`) and PostgreSQL (`postgres`) would
 * otherwise take rmas_assignee or rmas_due, which hold no sort order, and sort every match, where the sort index
 * stops after a page (docs/decisions/0017-queue-keyset-pagination.md). `+column` is a no-op neither looks up in
 * an index; PostgreSQL has no unary plus on text, so the due date stays plain there.
 */
export function filterConditions(eb: Eb, where: QueueWhere, steer: DialectName | null = null): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  const col = (name: 'due_at' | 'assignee_id' | 'type') =>
    steer === 'sqlite' || (steer === 'postgres' && name !== 'due_at')
      ? sql<string | number | null>`+${sql.ref(`rmas.${name}`)}`
      : sql.ref<string | number | null>(`rmas.${name}`);
  if (where.dueBefore) out.push(eb(col('due_at'), '<', where.dueBefore));
  if (where.unassigned || where.assignee === 'none') out.push(eb(col('assignee_id'), 'is', null));
  if (typeof where.assignee === 'number') out.push(eb(col('assignee_id'), '=', where.assignee));
  if (where.kind) {
    const kind = kindCondition(where.kind);
    out.push(eb(col('type'), '=', kind.type));
    if (kind.store) {
      out.push('is' in kind.store ? eb('rmas.store', '=', kind.store.is) : eb('rmas.store', '<>', kind.store.not));
    }
  }
  if (where.createdFrom) out.push(eb('rmas.created_at', '>=', where.createdFrom));
  if (where.createdBefore) out.push(eb('rmas.created_at', '<', where.createdBefore));
  return [...out, ...lineConditions(eb, where)];
}

/** Every condition, store and status included (counts, the CSV, a search's candidates). */
export function allConditions(eb: Eb, where: QueueWhere): Expression<SqlBool> {
  const out = filterConditions(eb, where);
  if (where.stores !== null) out.push(eb('rmas.store', 'in', where.stores));
  out.push(eb('rmas.status', 'in', where.statuses));
  if (where.ids) out.push(eb('rmas.id', 'in', where.ids));
  return eb.and(out);
}
