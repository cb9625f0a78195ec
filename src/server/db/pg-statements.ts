import type pg from 'pg';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { TurnPipeline } from './pg-pipeline.js';

/** Most SQL texts the process names; the portal's queries with parameters are a few hundred distinct texts. */
export const NAMED_STATEMENT_LIMIT = 500;

/**
 * The PostgreSQL pool as Kysely's dialect sees it, sending each query with parameters as a named prepared
 * statement (docs/decisions/0042-postgres-named-statements.md). pg sends every other query unnamed, which the server
 * parses and plans anew on every call: on the products step, planning the customer's orders took 0.76 ms and running
 * them 0.07 ms. A named statement is parsed once per connection (pg keeps which names each connection has
 * prepared), and after five runs PostgreSQL may keep a generic plan for it. A text gets its name the first time it
 * is seen, the same on every connection; once `limit` texts have names, new ones go unnamed, so neither the process
 * nor a connection keeps more than `limit` statements. Queries without parameters (transactions, DDL) and cursors go
 * as before.
 */
export function withNamedStatements(
  pool: pg.Pool,
  limit = NAMED_STATEMENT_LIMIT,
  pipeline?: TurnPipeline,
): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `kysely_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      sqlOrCursor: string | PostgresCursor<R>,
      parameters?: readonly unknown[],
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
      const values = [...(parameters ?? [])];
      const name = values.length > 0 ? nameOf(sqlOrCursor) : undefined;
      const sent = name ? client.query({ name, text: sqlOrCursor, values }) : client.query(sqlOrCursor, values);
      return sent as unknown as Promise<PostgresQueryResult<R>>;
    }
    return { query, release: () => client.release() };
  };
  if (!pipeline) {
    return {
      connect: async () => wrap(await pool.connect()),
      end: () => pool.end(),
    };
  }
  /**
   * With a pipeline (docs/decisions/0069-postgres-statements-pipelined.md): a connection Kysely asks for is taken
   * from the pool only when it needs one of its own, at its first statement without parameters (a transaction's
   * BEGIN), or when the pipeline is held up by a slow statement; until then its statements go through the pipeline.
   */
  const shared = pipeline;
  const lazy = (): PostgresPoolClient => {
    let own: Promise<PostgresPoolClient> | undefined;
    function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      sqlOrCursor: string | PostgresCursor<R>,
      parameters?: readonly unknown[],
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      // Kysely passes a cursor only to a dialect given a cursor class, which the portal's is not.
      if (typeof sqlOrCursor !== 'string') throw new Error('The PostgreSQL dialect streams no cursors');
      const values = [...(parameters ?? [])];
      if (own === undefined && values.length > 0 && shared.flowing) {
        const name = nameOf(sqlOrCursor);
        return shared.query<R>(name ? { name, text: sqlOrCursor, values } : { text: sqlOrCursor, values }) as never;
      }
      own ??= pool.connect().then(wrap);
      return own.then((client) => client.query<R>(sqlOrCursor, values));
    }
    return {
      query,
      release: () => {
        void own?.then((client) => client.release());
      },
    };
  };
  return {
    connect: async () => lazy(),
    end: async () => {
      await pipeline.end();
      await pool.end();
    },
  };
}
