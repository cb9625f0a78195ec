import {
  SqliteDialect,
  SqliteQueryCompiler,
  type BinaryOperationNode,
  type Driver,
  type OperationNode,
  type QueryCompiler,
} from 'kysely';
import { LockWaitingSqliteDriver, type SqliteHandle } from './sqlite-driver.js';

/**
 * Kysely's SQLite dialect, whose driver waits for another connection's lock on a timer (db/sqlite-driver.ts) and whose compiler writes an equality with a bound value as `column = +?` instead of
 * `column = ?` (docs/decisions/0034-portal-memory-and-hot-answers.md).
 *
 * SQLite 3.54's planner marks the parameter of such an equality "re-prepare when a new value is bound" whenever it
 * weighs a loop that does not use the equality for its index, which it does for every query with an ORDER BY or a
 * join; and better-sqlite3 clears a statement's bindings after each run, which expires any statement with a marked
 * parameter. Such a statement was parsed and planned again at every run, and better-sqlite3 built a new row
 * function for it (a `Function` compiled each time): the statement cache (db/statement-cache.ts) saved nothing on
 * the portal's hot reads, which all order or join, and each of them cost two to three times what it does kept.
 *
 * A unary plus leaves the value as it is (a bound value has no affinity and no collation, with or without it; the
 * column's are applied as before), and the equality still leads an index: the plans stay the same. SQLite looks
 * through the plus without marking the parameter. Only equalities with a bound value are written so: an inlined
 * value, IN lists and other comparisons are never marked this way.
 */
export class KeptPlanSqliteDialect extends SqliteDialect {
  readonly #database: SqliteHandle;
  readonly #lockWaitMs: number | undefined;

  /** `lockWaitMs`: how long a statement waits for another connection's lock (db/sqlite-driver.ts). */
  constructor({ database, lockWaitMs }: { database: SqliteHandle; lockWaitMs?: number }) {
    super({ database });
    this.#database = database;
    this.#lockWaitMs = lockWaitMs;
  }

  override createDriver(): Driver {
    return new LockWaitingSqliteDriver(this.#database, this.#lockWaitMs);
  }

  override createQueryCompiler(): QueryCompiler {
    return new KeptPlanQueryCompiler();
  }
}

const EQUALITIES = new Set(['=', '==']);

function isOperator(node: OperationNode, operators: Set<string>): boolean {
  return node.kind === 'OperatorNode' && operators.has((node as OperationNode & { operator: string }).operator);
}

function isBoundValue(node: OperationNode): boolean {
  return node.kind === 'ValueNode' && (node as OperationNode & { immediate?: boolean }).immediate !== true;
}

export class KeptPlanQueryCompiler extends SqliteQueryCompiler {
  protected override visitBinaryOperation(node: BinaryOperationNode): void {
    if (!isOperator(node.operator, EQUALITIES) || !isBoundValue(node.rightOperand)) {
      super.visitBinaryOperation(node);
      return;
    }
    this.visitNode(node.leftOperand);
    this.append(' ');
    this.visitNode(node.operator);
    this.append(' +');
    this.visitNode(node.rightOperand);
  }
}
