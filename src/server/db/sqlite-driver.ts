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

/** A prepared statement as the driver uses it: Kysely's, and whether it leaves the database as it was. */
export type SqliteHandleStatement = ReturnType<SqliteDatabase['prepare']> & { readonly readonly?: boolean };

/**
 * The SQLite connection as the driver uses it: Kysely's, whether SQLite has a transaction open on it, and its
 * statements' `readonly` (better-sqlite3's: a SELECT, not an INSERT … RETURNING, whose `reader` is true as well).
 */
export type SqliteHandle = Omit<SqliteDatabase, 'prepare'> & {
  readonly inTransaction?: boolean;
  prepare(sql: string): SqliteHandleStatement;
};

/**
 * Kysely's SQLite driver, except for what happens while another connection holds the write lock
 * (docs/decisions/0060-sqlite-waits-for-locks-off-the-event-loop.md).
 *
 * better-sqlite3 runs a statement synchronously, and SQLite's busy timeout waits inside it: while the import
 * command wrote, a statement that needed the lock (a job's claim, a customer's step) held the whole process, every
 * request and timer, for up to five seconds, and then failed. Here the connection's busy timeout is 0, and a
 * statement that finds the database locked is tried again after a pause on a timer, for up to `LOCK_WAIT_MS` in all:
 * the process keeps answering meanwhile, and the connection, which holds nothing between statements outside a
 * transaction, serves the other queries during the pause (in WAL mode, reads never wait for a writer).
 *
 * A transaction takes the write lock when it begins (`BEGIN IMMEDIATE`), waiting for it the same way: once begun,
 * none of its statements can find the database locked, so a transaction never waits while it holds the connection,
 * and one that reads before it writes never finds another connection has written past what it read.
 */
export class LockWaitingSqliteDriver implements Driver {
  readonly #mutex = new ConnectionMutex();
  readonly #connection: LockWaitingConnection;

  constructor(database: SqliteHandle, lockWaitMs = LOCK_WAIT_MS) {
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
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  /** Once the statements waiting for a lock and the query that holds the connection are done. */
  async destroy(): Promise<void> {
    await this.#connection.waitsDone();
    await this.#mutex.lock();
    this.#connection.close();
  }
}

/**
 * The reads of one turn of the event loop share one read transaction (docs/decisions/0064-reads-of-a-turn-share-a-
 * transaction.md). A statement outside a transaction is one of its own, and in WAL mode each begins and ends with
 * system calls (a lock taken and released on the database file, its size read): about 6 µs of a session's 7 µs look-up
 * on this machine, against 0.6 µs inside a transaction. The first read of a turn begins a deferred transaction,
 * and the turn's end (`setImmediate`, once the I/O callbacks of the turn and their promise chains have run) ends it.
 * Anything but a read ends it first: a write, a transaction's BEGIN IMMEDIATE, a streamed query; so a write is never
 * inside it and is committed when its statement returns, as before, and a read after it sees it.
 */
class LockWaitingConnection implements DatabaseConnection {
  /** The statements waiting for a lock now. */
  readonly #waits = new Set<Promise<unknown>>();
  /** Whether this turn's shared read transaction is open (it is the only transaction on the connection then). */
  #turnRead = false;
  /** Whether the end of the turn is scheduled. */
  #endScheduled = false;
  readonly #endOfTurn = () => {
    this.#endScheduled = false;
    this.endTurnRead();
  };

  constructor(
    private readonly database: SqliteHandle,
    private readonly mutex: ConnectionMutex,
    private readonly lockWaitMs: number,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Almost every statement runs at once: the loop's timers only for one that found the database locked.
    try {
      return Promise.resolve(this.run<R>(query));
    } catch (error) {
      // Inside a transaction (begun immediate) the lock is held already: waiting would only hold the connection.
      if (!isLockedOut(error) || this.database.inTransaction) return Promise.reject(error as Error);
      const wait = this.retry<R>(query, performance.now());
      this.#waits.add(wait);
      void wait.then(
        () => this.#waits.delete(wait),
        () => this.#waits.delete(wait),
      );
      return wait;
    }
  }

  async waitsDone(): Promise<void> {
    while (this.#waits.size) await Promise.allSettled([...this.#waits]);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('SQLite streams select queries only');
    // A stream is read over many turns: in a transaction of its own, not in one a turn's end would commit under it.
    this.endTurnRead();
    for (const row of this.database.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
  }

  close(): void {
    this.endTurnRead();
    this.database.close();
  }

  /** Ends the turn's shared read transaction, if open. It wrote nothing: ending it cannot fail but by a bug. */
  endTurnRead(): void {
    if (!this.#turnRead) return;
    this.#turnRead = false;
    if (this.database.inTransaction) this.database.prepare('commit').run([]);
  }

  /** Begins the turn's shared read transaction, unless one (shared, or a caller's) is open. */
  private beginTurnRead(): void {
    if (this.database.inTransaction) return;
    this.database.prepare('begin').run([]);
    this.#turnRead = true;
    if (!this.#endScheduled) {
      this.#endScheduled = true;
      setImmediate(this.#endOfTurn);
    }
  }

  private async retry<R>(query: CompiledQuery, started: number): Promise<QueryResult<R>> {
    for (let wait = 1; ; wait = Math.min(2 * wait, MAX_PAUSE_MS)) {
      // No transaction is open (see executeQuery): the other queries may use the connection meanwhile.
      this.mutex.unlock();
      try {
        await pause(wait);
      } finally {
        await this.mutex.lock();
      }
      try {
        return this.run<R>(query);
      } catch (error) {
        if (!isLockedOut(error) || performance.now() - started >= this.lockWaitMs) throw error;
      }
    }
  }

  private run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.database.prepare(sql);
    if (statement.reader && statement.readonly) {
      this.beginTurnRead();
      try {
        return { rows: statement.all(parameters) as R[] };
      } catch (error) {
        // Ended, so that a read that found the database locked is tried again on its own (executeQuery).
        if (isLockedOut(error)) this.endTurnRead();
        throw error;
      }
    }
    this.endTurnRead();
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return {
      numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
      insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
      rows: [],
    };
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
