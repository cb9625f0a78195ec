import type pg from 'pg';

/** A query as pg takes it: a named statement, or a text with its values. */
export type PipelineQuery = { name?: string; text: string; values: unknown[] };

interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * How long the oldest statement in the pipeline may wait for its answer before the next statements stop joining it
 * and take a connection of the pool instead: the pipeline answers in order, so a slow statement (a staff report over
 * a large table) holds up those sent after it.
 */
export const PIPELINE_STALL_MS = 25;

/**
 * How many answers in a row of one statement's text must each take longer than PIPELINE_STALL_MS before the text
 * goes through the pool from then on. One slow answer may be the event loop's delay rather than the statement's (a
 * long garbage collection), and such a delay falls on one answer only; a report over a large table is slow every
 * time.
 */
export const SLOW_STATEMENT_RUNS = 2;

/** Most texts the pipeline keeps a count of (the portal's statements are a few hundred distinct texts). */
const KNOWN_TEXTS_LIMIT = 1000;

/**
 * One PostgreSQL connection in pg's pipeline mode, shared by the statements that run outside a transaction: a
 * statement is sent without waiting for the answers of those before it, and the statements of one turn of the event
 * loop leave in one write (the connection's socket is corked from the turn's first statement to the turn's end).
 * PostgreSQL runs them in order and answers each on its own: a statement that fails fails alone (each has its own
 * Sync). A connection that fails or ends is dropped, and the next statement opens another. While the oldest
 * statement sent has waited more than PIPELINE_STALL_MS, `takes` is false, and new statements go elsewhere
 * (docs/decisions/0069-postgres-statements-pipelined.md). A statement's text whose answers took longer than that
 * SLOW_STATEMENT_RUNS times in a row is not taken any more either: the staff's reports over large tables learn
 * their way to the pool instead of holding up the customers' statements behind them
 * (docs/decisions/0070-slow-statements-leave-the-pipeline.md).
 */
export class TurnPipeline {
  #client: Promise<pg.Client> | undefined;
  #corked: Corkable | undefined;
  /** When each statement still waiting for its answer was sent (ms), oldest first: answers come in order. */
  readonly #sent: number[] = [];
  /** When the latest answer came (ms): the statement after it has been at the head of the pipeline since. */
  #answered = 0;
  /** Slow answers in a row, per text still counted. */
  readonly #slowRuns = new Map<string, number>();
  /** Texts that go through the pool. */
  readonly #slow = new Set<string>();

  /**
   * `make` makes the connection (not yet connected), `prepare` readies it once connected (its session's limits),
   * `lost` hears of a connection that failed.
   */
  constructor(
    private readonly make: () => pg.Client,
    private readonly prepare: (client: pg.Client) => Promise<void>,
    private readonly lost: (error: Error) => void,
  ) {}

  #connection(): Promise<pg.Client> {
    if (!this.#client) {
      const client = this.make();
      const opening = (async () => {
        await client.connect();
        await this.prepare(client);
        return client;
      })();
      const drop = (error?: Error) => {
        if (this.#client === opening) this.#client = undefined;
        if (error) this.lost(error);
      };
      // Listened to before it connects: an error event without a listener would end the process.
      client.on('error', drop);
      client.on('end', () => drop());
      opening.catch(() => {
        drop();
        client.end().catch(() => undefined);
      });
      this.#client = opening;
    }
    return this.#client;
  }

  /** False while the oldest statement sent has waited longer than PIPELINE_STALL_MS for its answer. */
  get #flowing(): boolean {
    const oldest = this.#sent[0];
    return oldest === undefined || performance.now() - oldest <= PIPELINE_STALL_MS;
  }

  /** Whether a statement of this text may join the pipeline now: it is flowing, and the text is not known slow. */
  takes(text: string): boolean {
    return this.#flowing && !this.#slow.has(text);
  }

  async query<R>(query: PipelineQuery): Promise<pg.QueryResult & { rows: R[] }> {
    const sent = performance.now();
    this.#sent.push(sent);
    try {
      return await this.#send<R>(query);
    } finally {
      this.#sent.shift();
      const now = performance.now();
      // Answers come in order: this statement waited only for itself from when it was sent or the answer before
      // it came, whichever is later.
      this.#count(query.text, now - Math.max(sent, this.#answered) > PIPELINE_STALL_MS);
      this.#answered = now;
    }
  }

  #count(text: string, slow: boolean): void {
    if (!slow) {
      this.#slowRuns.delete(text);
      return;
    }
    const runs = (this.#slowRuns.get(text) ?? 0) + 1;
    if (runs >= SLOW_STATEMENT_RUNS) {
      this.#slowRuns.delete(text);
      if (this.#slow.size < KNOWN_TEXTS_LIMIT) this.#slow.add(text);
    } else if (this.#slowRuns.has(text) || this.#slowRuns.size < KNOWN_TEXTS_LIMIT) {
      this.#slowRuns.set(text, runs);
    }
  }

  async #send<R>(query: PipelineQuery): Promise<pg.QueryResult & { rows: R[] }> {
    const client = await this.#connection();
    const stream = (client as unknown as { connection?: { stream?: Partial<Corkable> } }).connection?.stream;
    if (!this.#corked && stream && typeof stream.cork === 'function' && typeof stream.uncork === 'function') {
      const corked = stream as Corkable;
      corked.cork();
      this.#corked = corked;
      setImmediate(() => {
        this.#corked = undefined;
        corked.uncork();
      });
    }
    return client.query(query as pg.QueryConfig) as Promise<pg.QueryResult & { rows: R[] }>;
  }

  async end(): Promise<void> {
    const client = this.#client;
    this.#client = undefined;
    if (client) await (await client.catch(() => undefined))?.end();
  }
}
