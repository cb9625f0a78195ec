import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('the SQLite statement cache', () => {
  function database() {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (id integer primary key, name text)');
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((sql: string) => {
      prepared++;
      return prepare(sql);
    }) as typeof sqlite.prepare;
    return { sqlite, prepared: () => prepared };
  }

  it("prepares a SQL text once and runs it with each call's parameters", () => {
    const { sqlite, prepared } = database();
    const db = withStatementCache(sqlite);
    const insert = 'insert into t (name) values (?)';
    expect(db.prepare(insert).reader).toBe(false);
    db.prepare(insert).run(['a']);
    db.prepare(insert).run(['b']);
    const select = 'select name from t where id > ? order by id';
    expect(db.prepare(select).reader).toBe(true);
    expect(db.prepare(select).all([0])).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(db.prepare(select).all([1])).toEqual([{ name: 'b' }]);
    expect(prepared()).toBe(2);
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const { sqlite, prepared } = database();
    const db = withStatementCache(sqlite, 2);
    const q = (n: number) => `select ${n} as n`;
    db.prepare(q(1)).all([]);
    db.prepare(q(2)).all([]);
    db.prepare(q(1)).all([]); // 1 is now the most recent
    db.prepare(q(3)).all([]); // drops 2
    expect(prepared()).toBe(3);
    db.prepare(q(1)).all([]);
    expect(prepared()).toBe(3);
    db.prepare(q(2)).all([]);
    expect(prepared()).toBe(4);
  });

  it('gives a streamed query a statement of its own, so a query run while it is read does not break it', () => {
    const { sqlite } = database();
    const db = withStatementCache(sqlite);
    for (const name of ['a', 'b', 'c']) db.prepare('insert into t (name) values (?)').run([name]);
    const select = 'select name from t order by id';
    const names: string[] = [];
    for (const row of db.prepare(select).iterate([]) as Iterable<{ name: string }>) {
      names.push(row.name);
      expect(db.prepare(select).all([])).toHaveLength(3);
    }
    expect(names).toEqual(['a', 'b', 'c']);
  });
});
