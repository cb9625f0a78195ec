import type { PgBoss } from 'pg-boss';
import type { JobHandler, JobLogger, JobOutcome, Jobs, JobStats, ScheduleOptions } from './types.js';
import { checkSchedule } from './types.js';

interface Entry {
  name: string;
  everySeconds: number;
  handler: JobHandler;
  timeoutSeconds: number;
  timer?: NodeJS.Timeout;
  workerId?: string;
}

export interface PgBossOptions {
  databaseUrl: string;
  /** Schema of pg-boss's tables: `pgboss`, or the test's own schema. */
  schema: string;
  /** Seconds between a worker's polls for a waiting run. */
  pollingSeconds?: number;
}

/** Between the ticks that ask for a period's run: a quarter of the period, between 1 and 60 seconds. */
export function tickSeconds(everySeconds: number): number {
  return Math.min(60, Math.max(1, everySeconds / 4));
}

/** Runs a claimed job, logs it and tells the listeners; a throw makes pg-boss record the run as failed. */
async function runOnce(
  entry: Entry,
  id: string,
  log: JobLogger | undefined,
  listeners: ((outcome: JobOutcome) => void)[],
): Promise<void> {
  const begun = performance.now();
  let ok = true;
  try {
    const result = await entry.handler({ name: entry.name, id });
    log?.info({ job: entry.name, runId: id, result }, 'job ran');
  } catch (error) {
    ok = false;
    log?.error({ job: entry.name, runId: id, err: error }, 'job failed');
    throw error;
  } finally {
    const outcome = { name: entry.name, ok, seconds: (performance.now() - begun) / 1000 };
    for (const listener of listeners) listener(outcome);
  }
}

/**
 * pg-boss on the shared PostgreSQL database. Each scheduled job is a queue with the `stately` policy (at most one
 * run waiting and one active, across all instances). Every instance asks for the current period's run with
 * `sendThrottled` (pg-boss files it under a singleton slot of `everySeconds`, so the period gets one run however
 * many instances ask), and every instance works the queue; whichever claims the run does it. pg-boss's cron is not
 * used: it fires at most once a minute, and the in-process engine would need a cron parser of its own.
 */
export function pgBossJobs(options: PgBossOptions): Jobs {
  const entries = new Map<string, Entry>();
  const listeners: ((outcome: JobOutcome) => void)[] = [];
  const pollingIntervalSeconds = options.pollingSeconds ?? 2;
  let boss: PgBoss | undefined;
  let log: JobLogger | undefined;

  const ask = async (entry: Entry) => {
    try {
      await boss?.sendThrottled(entry.name, {}, null, entry.everySeconds);
    } catch (error) {
      log?.error({ job: entry.name, err: error }, 'job could not be queued');
    }
  };

  const work = async (entry: Entry) => {
    await boss!.createQueue(entry.name, {
      policy: 'stately',
      retryLimit: 0,
      expireInSeconds: entry.timeoutSeconds,
      deleteAfterSeconds: 24 * 3600,
    });
    entry.workerId = await boss!.work(entry.name, { pollingIntervalSeconds }, async ([job]) => {
      if (job) await runOnce(entry, job.id, log, listeners);
    });
    await ask(entry);
    entry.timer = setInterval(() => void ask(entry), tickSeconds(entry.everySeconds) * 1000);
    entry.timer.unref();
  };

  return {
    engine: 'pg-boss',
    schedule(name: string, everySeconds: number, handler: JobHandler, scheduleOptions?: ScheduleOptions) {
      checkSchedule(new Set(entries.keys()), name, everySeconds);
      const entry = { name, everySeconds, handler, timeoutSeconds: scheduleOptions?.timeoutSeconds ?? 300 };
      entries.set(name, entry);
      if (boss) void work(entry).catch((error) => log?.error({ job: name, err: error }, 'job could not start'));
    },
    async enqueue(name: string) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`No job ${name} is scheduled`);
      if (!boss) return;
      await boss.send(name, {});
      if (entry.workerId) boss.notifyWorker(entry.workerId);
    },
    onOutcome(listener) {
      listeners.push(listener);
    },
    async stats(): Promise<JobStats[]> {
      if (!boss || entries.size === 0) return [];
      const queues = await boss.getQueues([...entries.keys()]);
      return queues.map((q) => ({ name: q.name, queued: q.queuedCount, active: q.activeCount, failed: q.failedCount }));
    },
    async start(logger: JobLogger) {
      log = logger;
      // Imported when the engine starts: a SQLite process, or one with JOBS=off, never loads pg-boss.
      const { PgBoss } = await import('pg-boss');
      boss = new PgBoss({
        connectionString: options.databaseUrl,
        schema: options.schema,
        max: 2,
        application_name: 'rma-portal-jobs',
        schedule: false,
        queueCacheIntervalSeconds: 15,
      });
      boss.on('error', (error) => log?.error({ err: error }, 'job engine error'));
      await boss.start();
      for (const entry of entries.values()) await work(entry);
    },
    async stop() {
      for (const entry of entries.values()) clearInterval(entry.timer);
      const stopping = boss;
      boss = undefined;
      await stopping?.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
