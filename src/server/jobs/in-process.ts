import type { JobHandler, JobLogger, JobOutcome, Jobs, JobStats, ScheduleOptions } from './types.js';
import { checkSchedule } from './types.js';
import { databaseBusy } from '../db/busy.js';

interface Entry {
  name: string;
  everySeconds: number;
  handler: JobHandler;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  /** Another run was asked for while one ran. */
  again: boolean;
  failed: number;
  runs: number;
}

/**
 * The engine of the embedded SQLite default: one process serves, so the jobs run here, on unref'd timers. A job
 * never overlaps itself; a tick that finds it running is skipped. The first runs are awaited at start.
 */
export function inProcessJobs(): Jobs {
  const entries = new Map<string, Entry>();
  const listeners: ((outcome: JobOutcome) => void)[] = [];
  let log: JobLogger | undefined;
  let started = false;

  const run = (entry: Entry): Promise<void> => {
    if (entry.running) {
      entry.again = true;
      return entry.running;
    }
    entry.running = (async () => {
      do {
        entry.again = false;
        const begun = performance.now();
        const id = `${entry.name}#${++entry.runs}`;
        let ok = true;
        try {
          const result = await entry.handler({ name: entry.name, id });
          log?.info({ job: entry.name, runId: id, result }, 'job ran');
        } catch (error) {
          ok = false;
          entry.failed++;
          // Another connection (the import command, a restore) held the write lock past the wait (db/busy.ts):
          // nothing is wrong with the job, which runs again at its next turn.
          if (databaseBusy(error)) {
            log?.warn({ job: entry.name, runId: id }, 'job found the database locked by another connection; next turn');
          } else log?.error({ job: entry.name, runId: id, err: error }, 'job failed');
        }
        const outcome = { name: entry.name, ok, seconds: (performance.now() - begun) / 1000 };
        for (const listener of listeners) listener(outcome);
      } while (entry.again && started);
    })().finally(() => {
      entry.running = undefined;
    });
    return entry.running;
  };

  const arm = (entry: Entry) => {
    entry.timer = setInterval(() => void run(entry), entry.everySeconds * 1000);
    entry.timer.unref();
  };

  return {
    engine: 'in-process',
    schedule(name: string, everySeconds: number, handler: JobHandler, _options?: ScheduleOptions) {
      checkSchedule(new Set(entries.keys()), name, everySeconds);
      const entry: Entry = { name, everySeconds, handler, again: false, failed: 0, runs: 0 };
      entries.set(name, entry);
      if (started) {
        void run(entry);
        arm(entry);
      }
    },
    async enqueue(name: string) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`No job ${name} is scheduled`);
      if (started) void run(entry);
    },
    onOutcome(listener) {
      listeners.push(listener);
    },
    async stats(): Promise<JobStats[]> {
      return [...entries.values()].map((e) => ({
        name: e.name,
        queued: e.again ? 1 : 0,
        active: e.running ? 1 : 0,
        failed: e.failed,
      }));
    },
    async start(logger: JobLogger) {
      log = logger;
      started = true;
      await Promise.all([...entries.values()].map((entry) => run(entry)));
      for (const entry of entries.values()) arm(entry);
    },
    async stop() {
      started = false;
      for (const entry of entries.values()) clearInterval(entry.timer);
      await Promise.all([...entries.values()].map((entry) => entry.running));
    },
  };
}
