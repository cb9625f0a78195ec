import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { KeptPlanSqliteDialect } from './sqlite-dialect.js';
import { withStatementCache } from './statement-cache.js';

interface Db {
  orders: { id: number; email: string; store: string; order_date: string };
  order_lines: { id: number; order_id: number; line_no: number };
}

function database() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(`
    create table orders (id integer primary key, email text not null, store text not null, order_date text not null);
    create index orders_email_store on orders (email, store);
    create index orders_store_date on orders (store, order_date);
    create table order_lines (id integer primary key, order_id integer not null, line_no integer not null);
    create unique index order_lines_order_line on order_lines (order_id, line_no);
    insert into orders values (1, 'a@example.com', 'us', '2026-01-02'), (2, 'a@example.com', 'us', '2026-01-03'),
      (3, 'b@example.com', 'us', '2026-01-04'), (4, 'a@example.com', 'de', '2026-01-05');
    insert into order_lines values (10, 1, 1), (11, 1, 2), (20, 2, 1), (30, 3, 1);
  `);
  return {
    sqlite,
    db: new Kysely<Db>({ dialect: new KeptPlanSqliteDialect({ database: withStatementCache(sqlite) }) }),
  };
}

const ordersOf = (db: Kysely<Db>, email: string, store: string) =>
  db
    .selectFrom('orders')
    .leftJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select(['orders.id', 'order_lines.id as line_id'])
    .where('orders.email', '=', email)
    .where('orders.store', '=', store)
    .orderBy('orders.order_date', 'desc')
    .orderBy('order_lines.line_no');

/** How many functions are compiled with `Function` while `run` runs: better-sqlite3 builds a row function so. */
async function functionsCompiledBy(run: () => Promise<void>): Promise<number> {
  const original = globalThis.Function;
  let compiled = 0;
  globalThis.Function = new Proxy(original, {
    apply(target, self, args) {
      compiled++;
      return Reflect.apply(target, self, args);
    },
  });
  try {
    await run();
  } finally {
    globalThis.Function = original;
  }
  return compiled;
}

describe('the SQLite dialect that keeps its plans', () => {
  it('writes an equality with a bound value as `= +?`, and nothing else differently', () => {
    const { db } = database();
    expect(ordersOf(db, 'a@example.com', 'us').compile().sql).toBe(
      'select "orders"."id", "order_lines"."id" as "line_id" from "orders" left join "order_lines" on ' +
        '"order_lines"."order_id" = "orders"."id" where "orders"."email" = +? and "orders"."store" = +? ' +
        'order by "orders"."order_date" desc, "order_lines"."line_no"',
    );
    const others = db
      .updateTable('orders')
      .set({ store: 'fr' })
      .where('id', 'in', [1, 2])
      .where('email', '<>', 'x')
      .where('store', 'is not', null)
      .compile();
    expect(others.sql).toBe(
      'update "orders" set "store" = ? where "id" in (?, ?) and "email" <> ? and "store" is not null',
    );
  });

  it('answers what the plain `= ?` answers, with the column’s affinity applied to the value', async () => {
    const { db, sqlite } = database();
    expect(await ordersOf(db, 'a@example.com', 'us').execute()).toEqual([
      { id: 2, line_id: 20 },
      { id: 1, line_id: 10 },
      { id: 1, line_id: 11 },
    ]);
    // An integer column compared with text, and a text column with a number, as SQLite's affinity rules say.
    const byText = await db
      .selectFrom('orders')
      .select('id')
      .where('id', '=', '3' as never)
      .orderBy('id')
      .execute();
    expect(byText).toEqual(sqlite.prepare('select id from orders where id = ? order by id').all('3'));
    expect(byText).toEqual([{ id: 3 }]);
    const plan = sqlite
      .prepare(`explain query plan ${ordersOf(db, 'x', 'y').compile().sql}`)
      .all('a@example.com', 'us') as { detail: string }[];
    expect(plan.map((row) => row.detail).join(' | ')).toMatch(/SEARCH orders USING (COVERING )?INDEX orders_/);
  });

  it('keeps a statement that orders or joins prepared from one run to the next', async () => {
    const { db } = database();
    await ordersOf(db, 'a@example.com', 'us').execute();
    // SQLite re-prepares a statement whose parameters it marked, and better-sqlite3 then builds a new row function.
    const compiled = await functionsCompiledBy(async () => {
      for (const email of ['a@example.com', 'b@example.com', 'a@example.com']) {
        expect((await ordersOf(db, email, 'us').execute()).length).toBeGreaterThan(0);
      }
    });
    expect(compiled).toBe(0);
  });
});
