import type { CompiledQuery, Compilable, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/**
 * A query built and compiled once, then run with each call's values. Building and compiling a Kysely query (its
 * operation tree, then the SQL text) cost more than running it, on the statements every call runs (the session's
 * read and write). `build` receives one placeholder per value and must put each where that value goes; the
 * placeholders become the compiled query's parameters, and each call's values take their places.
 *
 * The compiled query is kept per database: per its dialect's adapter, which the database and its transactions
 * share. A database with plugins (which transform queries as they are compiled) keeps it per plugin list.
 */
export function compiledOnce<Values extends unknown[], Row>(
  build: (db: Db, ...placeholders: Values) => Compilable<Row>,
): (db: Db, ...values: Values) => Promise<QueryResult<Row>> {
  const kept = new WeakMap<object, { query: CompiledQuery<Row>; slots: number[][] }>();
  const compile = (db: Db, count: number) => {
    const placeholders = Array.from({ length: count }, (_, i) => ({ placeholder: i }));
    const query = build(db, ...(placeholders as unknown as Values)).compile();
    const slots = placeholders.map((p) =>
      query.parameters.flatMap((parameter, index) => (parameter === p ? [index] : [])),
    );
    if (slots.some((s) => s.length === 0)) throw new Error('compiledOnce: a placeholder is not used by the query');
    return { query, slots };
  };
  return async (db, ...values) => {
    const executor = db.getExecutor();
    const key = executor.plugins.length === 0 ? executor.adapter : executor.plugins;
    let entry = kept.get(key);
    if (!entry) kept.set(key, (entry = compile(db, values.length)));
    const parameters = [...entry.query.parameters];
    entry.slots.forEach((indexes, i) => {
      for (const index of indexes) parameters[index] = values[i];
    });
    return db.executeQuery<Row>({ ...entry.query, parameters });
  };
}

/**
 * A query with one list of values (an IN list) and fixed values besides, compiled once per length of the list: each
 * length is a shape of its own. For lists whose length is small by construction (a typed number and its capitals,
 * one or two); a longer list than `longest` is built and compiled for its call, so no caller can fill the map.
 */
export function compiledPerLength<Fixed extends unknown[], Row>(
  longest: number,
  build: (db: Db, list: readonly unknown[], ...fixed: Fixed) => Compilable<Row>,
): (db: Db, list: readonly unknown[], ...fixed: Fixed) => Promise<QueryResult<Row>> {
  const byLength = new Map<number, (db: Db, ...values: unknown[]) => Promise<QueryResult<Row>>>();
  return (db, list, ...fixed) => {
    const length = list.length;
    if (length > longest) return db.executeQuery(build(db, list, ...fixed).compile());
    let statement = byLength.get(length);
    if (!statement) {
      statement = compiledOnce((db, ...values: unknown[]) =>
        build(db, values.slice(0, length), ...(values.slice(length) as Fixed)),
      );
      byLength.set(length, statement);
    }
    return statement(db, ...list, ...fixed);
  };
}
