/**
 * Whether a statement failed because the database could not serve it at that moment, not because of what it
 * asked: another connection held the lock it needed for longer than a statement waits, the statement ran past the
 * serving limit, the server was out of connections, restarting or unreachable, or two transactions collided and
 * one was rolled back. The statement was undone, with its transaction, and the same call made again a few
 * seconds later may succeed: the API answers 503 with Retry-After and `serviceBusy` in the user's language
 * (plugins/errors.ts, docs/decisions/0061-busy-database-answers-503.md), not a 500.
 *
 * Not busy: a constraint, a type, a syntax error (the call would fail again), a full disk or a damaged file (it
 * needs an operator, not a wait).
 */
export function databaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SQLITE_BUSY.test(code) || NETWORK_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return (code.startsWith('08') && code !== '08P01') || PG_BUSY_STATES.has(code);
  }
  return typeof message === 'string' && PG_POOL_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * How long a client is asked to wait before it calls again (Retry-After) after a busy database: as long as a
 * statement already waited for a lock, by when most locks are gone.
 */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Runs `work`, and again after a pause (from half a second, doubling to 10 s) while it fails with a busy database,
 * for up to `patienceMs` in all; then its last error. For work that must not be left undone for a caller to
 * repeat (the record of an e-mail the SMTP server took).
 */
export async function waitOutBusy<T>(work: () => Promise<T>, patienceMs: number): Promise<T> {
  const started = performance.now();
  for (let pauseMs = 500; ; pauseMs = Math.min(pauseMs * 2, 10_000)) {
    try {
      return await work();
    } catch (error) {
      if (!databaseBusy(error) || performance.now() - started + pauseMs > patienceMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/**
 * SQLite's "database is locked" (SQLITE_BUSY and its extended codes). Not SQLITE_LOCKED: without a shared cache it
 * is a conflict inside one connection, a fault.
 */
const SQLITE_BUSY = /^SQLITE_BUSY(_[A-Z]+)?$/;

/** The connection to PostgreSQL failed or was cut (Node's error codes for a socket). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a database that could not serve the statement now (class 08, connection exception,
 * is taken whole but for 08P01, a protocol violation: a pooler refusing the connection's settings needs an
 * operator): https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
const PG_BUSY_STATES = new Set([
  '40001', // serialization_failure: the transaction was rolled back
  '40P01', // deadlock_detected: the transaction was rolled back
  '53300', // too_many_connections
  '55P03', // lock_not_available: lock_timeout
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '25006', // read_only_sql_transaction: a write reached a standby during a failover
]);

/** node-postgres's own errors for a connection it could not get or lost, which carry no code. */
const PG_POOL_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
];
