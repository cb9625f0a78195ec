import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/**
 * What Kysely's migrator asks of the database, read from the schemas on the connection's search path only, and
 * tables by name without their columns.
 *
 * Kysely's own PostgreSQL introspector reads every column of every table in every schema the role may use, and asks
 * `pg_get_serial_sequence` about each by name. A table altered in another schema at that moment (another instance's
 * pg-boss upgrading its tables, a second test file's schema being made or dropped) fails the portal's migration with
 * "column … does not exist". The migrator only asks whether its two tables exist, so the tables' names are what
 * this one reads, and no more: `columns` is always empty.
 */
class SearchPathIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_catalog.pg_namespace where nspname = any (current_schemas(false))
    `.execute(this.#db);
    return rows.map(({ name }) => ({ name }));
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, ns.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      where c.relkind in ('r', 'v', 'p') and ns.nspname = any (current_schemas(false))
      order by ns.nspname, c.relname
    `.execute(this.#db);
    return rows.map(({ name, schema, kind }) => ({ name, schema, isView: kind === 'v', columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** Kysely's PostgreSQL dialect with the introspector above (docs/decisions/0063-migrations-read-their-own-schema.md). */
export class SearchPathPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SearchPathIntrospector(db);
  }
}
