import { afterAll, describe, expect, it } from 'vitest';
import { dropPgSchema } from '../db/connection.js';
import { inProcessJobs } from './in-process.js';
import { pgBossJobs, tickSeconds } from './pg-boss.js';
import type { JobLogger, JobOutcome, Jobs } from './types.js';

const quiet: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms = 8000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
}

describe('tickSeconds', () => {
  it.each([
    [1, 1],
    [2, 1],
    [20, 5],
    [3600, 60],
  ])('every %d s → asks every %d s', (every, tick) => {
    expect(tickSeconds(every)).toBe(tick);
  });
});

describe('in-process jobs', () => {
  it('runs a job at start, then every period, never overlapping itself', async () => {
    const jobs = inProcessJobs();
    let runs = 0;
    let concurrent = 0;
    let most = 0;
    jobs.schedule('test.slow', 1, async () => {
      runs++;
      most = Math.max(most, ++concurrent);
      await sleep(150);
      concurrent--;
    });
    await jobs.start(quiet);
    expect(runs).toBe(1);
    await Promise.all([jobs.enqueue('test.slow'), jobs.enqueue('test.slow'), jobs.enqueue('test.slow')]);
    await until(() => runs >= 3);
    await jobs.stop();
    expect(most).toBe(1);
    // Three asks while one ran make one more run, and the period's tick another at most.
    expect(runs).toBeLessThanOrEqual(4);
  });

  it('counts and reports failures, and refuses bad schedules', async () => {
    const jobs = inProcessJobs();
    const outcomes: JobOutcome[] = [];
    const errors: object[] = [];
    jobs.onOutcome((outcome) => outcomes.push(outcome));
    jobs.schedule('test.fails', 3600, async () => {
      throw new Error('boom');
    });
    expect(() => jobs.schedule('test.fails', 3600, async () => undefined)).toThrow(/twice/);
    expect(() => jobs.schedule('Bad Name', 3600, async () => undefined)).toThrow(/name/);
    expect(() => jobs.schedule('test.zero', 0, async () => undefined)).toThrow(/everySeconds/);
    await jobs.start({ info: () => undefined, warn: () => undefined, error: (object) => void errors.push(object) });
    expect(outcomes).toEqual([{ name: 'test.fails', ok: false, seconds: expect.any(Number) }]);
    expect(errors).toHaveLength(1);
    expect(await jobs.stats()).toEqual([{ name: 'test.fails', queued: 0, active: 0, failed: 1 }]);
    await expect(jobs.enqueue('test.unknown')).rejects.toThrow(/No job/);
    await jobs.stop();
  });

  it('warns, not errs, when the database was locked by another connection past the wait, and runs at its next turn', async () => {
    const jobs = inProcessJobs();
    const lines: { level: string; object: object; message: string }[] = [];
    const logged = (level: string) => (object: object, message: string) => void lines.push({ level, object, message });
    let calls = 0;
    jobs.schedule('test.locked', 3600, async () => {
      if (++calls === 1) throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
      return { sent: 1 };
    });
    await jobs.start({ info: logged('info'), warn: logged('warn'), error: logged('error') });
    expect(lines).toEqual([
      {
        level: 'warn',
        object: { job: 'test.locked', runId: 'test.locked#1' },
        message: expect.stringMatching(/locked by another connection/),
      },
    ]);
    await jobs.enqueue('test.locked');
    expect(lines.at(-1)).toMatchObject({ level: 'info', message: 'job ran' });
    expect(await jobs.stats()).toMatchObject([{ name: 'test.locked', failed: 1 }]);
    await jobs.stop();
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('pg-boss jobs (PostgreSQL)', () => {
  const schema = `jobs_${process.pid}_${Date.now()}`;
  const engines: Jobs[] = [];
  afterAll(async () => {
    for (const engine of engines) await engine.stop();
    await dropPgSchema(databaseUrl!, schema);
  });

  const engine = () => {
    const jobs = pgBossJobs({ databaseUrl: databaseUrl!, schema, pollingSeconds: 0.5 });
    engines.push(jobs);
    return jobs;
  };

  it('runs a job scheduled on two instances once per period, and once more when asked', async () => {
    const [a, b] = [engine(), engine()];
    const ran: string[] = [];
    a.schedule('test.once', 3600, async () => void ran.push('a'));
    b.schedule('test.once', 3600, async () => void ran.push('b'));
    await Promise.all([a.start(quiet), b.start(quiet)]);
    await until(() => ran.length >= 1);
    await sleep(1500);
    expect(ran).toHaveLength(1);
    await b.enqueue('test.once');
    await until(() => ran.length >= 2);
    await sleep(1000);
    expect(ran).toHaveLength(2);
  });

  it('never runs a job on two instances at once', async () => {
    const [a, b] = [engine(), engine()];
    let concurrent = 0;
    let most = 0;
    let runs = 0;
    const slow = async () => {
      runs++;
      most = Math.max(most, ++concurrent);
      await sleep(400);
      concurrent--;
    };
    a.schedule('test.exclusive', 3600, slow);
    b.schedule('test.exclusive', 3600, slow);
    await Promise.all([a.start(quiet), b.start(quiet)]);
    // The period's run first. Asks made while it runs leave one more run waiting (the queue holds one waiting and one
    // active); asks made before a worker had claimed it would all have been that one waiting run, and only a timing
    // of the machine's load decided which (a loaded CI machine then saw a single run).
    await until(() => runs >= 1, 15_000);
    for (let i = 0; i < 4; i++) await (i % 2 ? a : b).enqueue('test.exclusive');
    await until(() => runs >= 2, 15_000);
    await sleep(1500);
    expect(most).toBe(1);
  });

  it('tells a failed run to the listeners and in its stats', async () => {
    const a = engine();
    const outcomes: JobOutcome[] = [];
    a.onOutcome((outcome) => outcomes.push(outcome));
    a.schedule('test.broken', 3600, async () => {
      throw new Error('boom');
    });
    await a.start(quiet);
    await until(() => outcomes.length >= 1);
    expect(outcomes[0]).toMatchObject({ name: 'test.broken', ok: false });
    const stats = await a.stats();
    expect(stats.map((s) => s.name)).toEqual(['test.broken']);
  });
});
