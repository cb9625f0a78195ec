import {
  CompiledQuery,
  SelectQueryNode,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';

/**
 * How long a statement waits in all, when another connection holds SQLite's write lock (the import command's
 * transaction, a backup), before it fails with SQLite's own "database is locked".
 */
export const LOCK_WAIT_MS = 5_000;
/** The longest pause between two tries. */
const MAX_PAUSE_MS = 50;

/** SQLite's answer when another connection holds the lock a statement needs; trying again later may succeed. */
export function isLockedOut(error: unknown): boolean {
  // SQLITE_BUSY_SNAPSHOT and the other extended codes are not: trying again cannot succeed, or not by waiting.
  return (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Kysely's SQLite driver, except for what happens while another connection holds the write lock
 * (docs/decisions/0060-sqlite-waits-for-locks-off-the-event-loop.md).
 *
 * better-sqlite3 runs a statement synchronously, and SQLite's busy timeout waits inside it: while the import
 * command wrote, a statement that needed the lock (a job's claim, a customer's step) held the whole process, every
 * request and timer, for up to five seconds, and then failed. Here the connection's busy timeout is 0, and a
 * statement that finds the database locked is tried again after a pause on a timer, for up to `LOCK_WAIT_MS` in all:
 * the process keeps answering meanwhile. Outside a transaction the connection holds nothing between statements, so
 * it is handed to the other queries during the pause (in WAL mode, reads never wait for a writer); inside one, the
 * transaction keeps it.
 */
export class LockWaitingSqliteDriver implements Driver {
  readonly #mutex = new ConnectionMutex();
  readonly #connection: LockWaitingConnection;

  constructor(database: SqliteDatabase, lockWaitMs = LOCK_WAIT_MS) {
    this.#connection = new LockWaitingConnection(database, this.#mutex, lockWaitMs);
  }

  async init(): Promise<void> {}

  /** SQLite has one connection here: the mutex hands it to one query or transaction at a time. */
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
    this.#connection.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // A commit that fails leaves the transaction open: Kysely rolls it back next.
    await connection.executeQuery(CompiledQuery.raw('commit'));
    this.#connection.inTransaction = false;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.#connection.inTransaction = false;
    }
  }

  async destroy(): Promise<void> {
    this.#connection.close();
  }
}

class LockWaitingConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    private readonly database: SqliteDatabase,
    private readonly mutex: ConnectionMutex,
    private readonly lockWaitMs: number,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Almost every statement runs at once: the loop's timers only for one that found the database locked.
    try {
      return Promise.resolve(this.run<R>(query));
    } catch (error) {
      if (!isLockedOut(error)) return Promise.reject(error as Error);
      return this.retry(query, performance.now());
    }
  }

  private async retry<R>(query: CompiledQuery, started: number): Promise<QueryResult<R>> {
    for (let wait = 1; ; wait = Math.min(2 * wait, MAX_PAUSE_MS)) {
      await this.pause(wait);
      try {
        return this.run<R>(query);
      } catch (error) {
        if (!isLockedOut(error) || performance.now() - started >= this.lockWaitMs) throw error;
      }
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('SQLite streams select queries only');
    for (const row of this.database.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
  }

  close(): void {
    this.database.close();
  }

  private run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.database.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return {
      numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
      insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
      rows: [],
    };
  }

  private async pause(ms: number): Promise<void> {
    if (this.inTransaction) return pause(ms);
    this.mutex.unlock();
    try {
      await pause(ms);
    } finally {
      await this.mutex.lock();
    }
  }
}

/** The one connection, to one holder at a time (as in Kysely's driver). */
class ConnectionMutex {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }

  unlock(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}
