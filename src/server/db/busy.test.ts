import { describe, expect, it } from 'vitest';
import { databaseBusy } from './busy.js';

/** An error as a driver raises it: a message and, for most, a code. */
const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('databaseBusy: a statement the database could not serve now, not one that asked for something wrong', () => {
  it.each([
    ['SQLite: another connection held the lock past the wait', failure('database is locked', 'SQLITE_BUSY')],
    ['SQLite: a snapshot older than the last write', failure('database is locked', 'SQLITE_BUSY_SNAPSHOT')],
    ['PostgreSQL: lock_timeout', failure('canceling statement due to lock timeout', '55P03')],
    ['PostgreSQL: statement_timeout', failure('canceling statement due to statement timeout', '57014')],
    ['PostgreSQL: a deadlock, rolled back', failure('deadlock detected', '40P01')],
    ['PostgreSQL: a serialisation failure, rolled back', failure('could not serialize access', '40001')],
    ['PostgreSQL: out of connections', failure('sorry, too many clients already', '53300')],
    ['PostgreSQL: shutting down', failure('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL: starting up', failure('the database system is starting up', '57P03')],
    ['PostgreSQL: a connection failure (class 08)', failure('connection failure', '08006')],
    ['the server unreachable', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the connection cut', failure('read ECONNRESET', 'ECONNRESET')],
    ["node-postgres: the pool's wait for a connection ran out", failure('timeout exceeded when trying to connect')],
    ['node-postgres: the connection ended mid-statement', failure('Connection terminated unexpectedly')],
    ['PostgreSQL: a write that reached a standby in a failover', failure('cannot execute UPDATE', '25006')],
    ['a name server that did not answer', failure('getaddrinfo EAI_AGAIN db.internal', 'EAI_AGAIN')],
  ])('%s: busy', (_why, error) => {
    expect(databaseBusy(error)).toBe(true);
  });

  it.each([
    ['SQLite: a unique constraint', failure('UNIQUE constraint failed: rmas.rma_no', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['SQLite: a full disk (an operator, not a wait)', failure('database or disk is full', 'SQLITE_FULL')],
    ['SQLite: a damaged file', failure('database disk image is malformed', 'SQLITE_CORRUPT')],
    ['SQLite: a table locked by its own connection (a fault)', failure('database table is locked', 'SQLITE_LOCKED')],
    ['PostgreSQL: a pooler refusing the connection (08P01)', failure('unsupported startup parameter', '08P01')],
    ['PostgreSQL: a unique violation', failure('duplicate key value violates unique constraint', '23505')],
    ['PostgreSQL: a syntax error', failure('syntax error at or near "selct"', '42601')],
    ['PostgreSQL: a full disk', failure('could not extend file', '53100')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a Fastify error code', failure('body too large', 'FST_ERR_CTP_BODY_TOO_LARGE')],
    ['a message that only mentions a timeout', failure('the label provider timed out')],
    ['not an error at all', 'database is locked'],
    ['nothing', null],
  ])('%s: not busy', (_why, error) => {
    expect(databaseBusy(error)).toBe(false);
  });
});
