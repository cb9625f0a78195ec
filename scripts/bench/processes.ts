/**
 * The processes the benchmark starts: the portal (`node` with PORTAL_NODE_ARGS, as `npm start` and the deploy
 * unit start it) and the hello server (`node <file>`), and the import command (`npm run import`).
 * The load generator stays in this process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../free-port.js';
import { PORTAL_NODE_ARGS } from '../portal-command.js';

/** Servers still running: stopped on the way out even when the benchmark fails. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

export interface StartedServer {
  name: string;
  url: string;
  pid: number;
  /** Resident memory of the server process now, in bytes (VmRSS). */
  rss(): number;
  /** CPU seconds the server process has used so far, user and system, all its threads. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** The environment of a child: this process's, minus what the bench decides itself. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'DEMO_DATA', 'LOG_LEVEL', 'LOOKUP_RATE_LIMIT']) {
    delete env[name];
  }
  return { ...env, ...extra };
}

export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : Number.NaN;
}

/** CPU seconds a process has used (utime + stime of /proc/<pid>/stat, in clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name in parentheses may hold spaces; the fields after it are counted from its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds used by the PostgreSQL server on this machine (every process named postgres: its backends, which run
 * the portal's statements, and its own workers), or NaN when none runs here (a database on another machine).
 * Backends that end during a run take their time with them; the portal's pool keeps its connections open.
 */
export function databaseCpuSeconds(): number {
  let total = 0;
  let found = false;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      total += cpuSecondsOf(Number(entry));
      found = true;
    } catch {
      // The process ended while it was read.
    }
  }
  return found ? total : Number.NaN;
}

/**
 * `node`'s arguments for a server: the portal as it is deployed (its build, dist/server/main.js), or another
 * script, which plain `node` runs as well (it strips a .ts file's types; the hello server has none to strip).
 * BENCH_PORTAL_FLAGS adds node flags to the portal's (space-separated; `--cpu-prof --cpu-prof-dir=<dir>` profiles it
 * under the load), after them: one of the portal's flags given again there takes its place, for a trial.
 */
export function serverArgs(script: string): readonly string[] {
  if (script !== 'src/server/main.ts') return [script];
  const extra = (process.env.BENCH_PORTAL_FLAGS ?? '').split(/\s+/).filter(Boolean);
  // After the portal's own flags and before its entry (the last argument), so that a flag given again here wins (V8
  // takes a flag's last value).
  return [...PORTAL_NODE_ARGS.slice(0, -1), ...extra, ...PORTAL_NODE_ARGS.slice(-1)];
}

/** Starts `node` with the script's server arguments and waits until it prints a line matching `ready`. */
export async function startServer(
  name: string,
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 120_000,
): Promise<StartedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(script), {
    env: childEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in ${timeoutMs / 1000} s`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (ready.test(output.join(''))) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before it was ready:\n${output.join('').slice(-4000)}`));
    });
  });
  // Keep draining its output so a chatty log never blocks it; print warnings and errors as they come.
  child.stdout!.removeAllListeners('data');
  child.stdout!.on('data', () => undefined);
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`));
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    rss: () => rssOf(child.pid!),
    cpuSeconds: () => cpuSecondsOf(child.pid!),
    stop: () => stop(child),
  };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(force);
}

export interface CommandResult {
  code: number;
  seconds: number;
  stdout: string;
  stderr: string;
  /** Peak resident memory of the command, in bytes, when /usr/bin/time could tell it. */
  peakRss?: number | undefined;
}

/** Runs `npm run import -- <file>` against the given database environment, timing it from outside. */
export async function runImport(file: string, env: Record<string, string>): Promise<CommandResult> {
  const timeBin = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
  const command = ['npm', 'run', '--silent', 'import', '--', file];
  const [bin, ...args] = timeBin ? [timeBin, '-f', 'bench-peak-rss-kb %M', ...command] : command;
  const started = performance.now();
  const child = spawn(bin!, args, { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number>((resolve) =>
    child.once('exit', (c, signal) => resolve(c ?? (signal ? 128 : 1))),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = /bench-peak-rss-kb (\d+)/.exec(stderr)?.[1];
  stderr = stderr.replace(/bench-peak-rss-kb \d+\n?/, '');
  return { code, seconds, stdout, stderr, peakRss: peak ? Number(peak) * 1024 : undefined };
}
