import type pg from 'pg';
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type { PipelineQuery, TurnPipeline } from './pg-pipeline.js';

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
  /** The query pg is given for a text and its values: named when it has parameters and a name is left. */
  const statement = (text: string, values: unknown[]): PipelineQuery => {
    let name = values.length > 0 ? names.get(text) : undefined;
    if (name === undefined && values.length > 0 && names.size < limit) {
      name = `kysely_${names.size}`;
      names.set(text, name);
    }
    return name ? { name, text, values } : { text, values };
  };
  /** A client as Kysely sees it, from the one function that runs its queries (Kysely's type has two overloads). */
  const clientOf = (
    run: (sqlOrCursor: string | PostgresCursor<unknown>, values: unknown[]) => unknown,
    release: () => void,
  ): PostgresPoolClient => ({
    query: ((sqlOrCursor: string | PostgresCursor<unknown>, parameters?: readonly unknown[]) =>
      run(sqlOrCursor, [...(parameters ?? [])])) as PostgresPoolClient['query'],
    release,
  });
  const wrap = (client: pg.PoolClient): PostgresPoolClient =>
    clientOf(
      (sqlOrCursor, values) =>
        typeof sqlOrCursor === 'string'
          ? client.query(statement(sqlOrCursor, values))
          : client.query(sqlOrCursor as never),
      () => client.release(),
    );
  if (!pipeline) {
    return {
      connect: async () => wrap(await pool.connect()),
      end: () => pool.end(),
    };
  }
  return {
    connect: async () => pipelined(pipeline),
    end: async () => {
      await pipeline.end();
      await pool.end();
    },
  };

  /**
   * With a pipeline (docs/decisions/0069-postgres-statements-pipelined.md): a connection Kysely asks for is taken
   * from the pool only when it needs one of its own, at its first statement without parameters (a transaction's
   * BEGIN), or when the pipeline is held up by a slow statement or the statement is known to be slow; until then its
   * statements go through the pipeline.
   */
  function pipelined(shared: TurnPipeline): PostgresPoolClient {
    let own: Promise<PostgresPoolClient> | undefined;
    return clientOf(
      (sqlOrCursor, values) => {
        // Kysely passes a cursor only to a dialect given a cursor class, which the portal's is not.
        if (typeof sqlOrCursor !== 'string') throw new Error('The PostgreSQL dialect streams no cursors');
        if (own === undefined && values.length > 0 && shared.takes(sqlOrCursor)) {
          return shared.query(statement(sqlOrCursor, values));
        }
        own ??= pool.connect().then(wrap);
        return own.then((client) => client.query(sqlOrCursor, values));
      },
      () => void own?.then((client) => client.release()),
    );
  }
}
