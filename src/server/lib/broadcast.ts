import { sql, type Kysely } from 'kysely';
import type pg from 'pg';

/** Receives every event published by any instance of the portal (this one included). */
export type BroadcastListener = (event: unknown) => void;

/**
 * Small JSON events to every instance of the portal (docs/decisions/0019-inbox-and-live-chat.md): on PostgreSQL
 * through LISTEN/NOTIFY on a channel of the database's schema, so every instance on that database hears them; on
 * SQLite, which one process owns, in process. Events carry ids, not content (NOTIFY takes at most 8000 bytes):
 * the listener reads what it needs from the database, which is the only truth.
 */
export interface Broadcast {
  publish(event: unknown): Promise<void>;
  /** Starts listening on first use; returns the unsubscribe. */
  subscribe(listener: BroadcastListener): Promise<() => void>;
  close(): Promise<void>;
}

function deliver(listeners: Set<BroadcastListener>, event: unknown): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // One listener's failure must not stop the others; listeners log their own failures.
    }
  }
}

export function inProcessBroadcast(): Broadcast {
  const listeners = new Set<BroadcastListener>();
  return {
    async publish(event) {
      const copy: unknown = JSON.parse(JSON.stringify(event));
      queueMicrotask(() => deliver(listeners, copy));
    },
    async subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/** The channel of a schema: every instance working in the same schema shares it. */
export function channelOf(schema: string | undefined): string {
  const safe = (schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return `portal_events_${safe}`.slice(0, 63);
}

const RETRY_MS = 2000;

/**
 * LISTEN/NOTIFY over one dedicated connection. A lost connection is opened again; events published meanwhile are
 * not heard, which is why clients resume from the last message id they have rather than trusting the stream.
 */
export function postgresBroadcast<DB>(db: Kysely<DB>, databaseUrl: string, schema: string | undefined): Broadcast {
  const channel = channelOf(schema);
  const listeners = new Set<BroadcastListener>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    // Imported here, not at the top: a SQLite process never loads the PostgreSQL driver.
    const { default: driver } = await import('pg');
    const next = new driver.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        deliver(listeners, JSON.parse(message.payload));
      } catch {
        // Not ours: every payload we publish is JSON.
      }
    });
    next.on('error', () => {
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void start().catch(() => undefined), RETRY_MS);
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    if (closed) await next.end();
    else client = next;
  };
  const start = () => {
    connecting ??= listen().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async publish(event) {
      await sql`SELECT pg_notify(${channel}, ${JSON.stringify(event)})`.execute(db);
    },
    async subscribe(listener) {
      listeners.add(listener);
      if (!client) await start();
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      await connecting?.catch(() => undefined);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
