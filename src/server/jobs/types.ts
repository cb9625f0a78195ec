/**
 * The background jobs interface (docs/decisions/0014-job-engine.md): one interface, two engines. On PostgreSQL
 * pg-boss runs the jobs, and a job runs on one instance at a time; on the embedded SQLite default the same
 * interface runs them in this process.
 */

/** What a handler is told about the run. */
export interface JobRun {
  name: string;
  /** The engine's id of this run. */
  id: string;
}

/** Does the work; what it resolves to is logged. A throw counts as a failure; the next run tries again. */
export type JobHandler = (run: JobRun) => Promise<unknown>;

export interface ScheduleOptions {
  /**
   * Most seconds one run may take. On pg-boss a run still active after this (its instance died) counts as failed
   * and the job may run again elsewhere. Default 300.
   */
  timeoutSeconds?: number;
}

/** One finished run, for the metrics. */
export interface JobOutcome {
  name: string;
  ok: boolean;
  seconds: number;
}

export interface JobStats {
  name: string;
  /** Runs waiting to start. */
  queued: number;
  /** Runs under way. */
  active: number;
  /** Failed runs the engine still holds (pg-boss keeps them for a while), or failures since start (in process). */
  failed: number;
}

export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface Jobs {
  readonly engine: 'pg-boss' | 'in-process' | 'off';
  /**
   * Registers a job that runs every `everySeconds` (at least 1), first when the app starts. Register before the
   * app is ready (in a plugin); a name is registered once. On several instances each registers it and it still
   * runs once per period.
   */
  schedule(name: string, everySeconds: number, handler: JobHandler, options?: ScheduleOptions): void;
  /** Asks for one more run of a scheduled job soon (e.g. an e-mail was queued); at most one waits at a time. */
  enqueue(name: string): Promise<void>;
  /** Listens to finished runs (the metrics count them). */
  onOutcome(listener: (outcome: JobOutcome) => void): void;
  stats(): Promise<JobStats[]>;
  start(log: JobLogger): Promise<void>;
  stop(): Promise<void>;
}

/** Job names: letters, digits, dots and dashes, as pg-boss accepts them for queue names. */
export const JOB_NAME = /^[a-z][a-z0-9.-]{0,62}$/;

export function checkSchedule(names: Set<string>, name: string, everySeconds: number): void {
  if (!JOB_NAME.test(name)) throw new Error(`Bad job name: ${name}`);
  if (names.has(name)) throw new Error(`Job ${name} is scheduled twice`);
  if (!Number.isFinite(everySeconds) || everySeconds < 1) throw new Error(`Job ${name}: everySeconds must be ≥ 1`);
}
