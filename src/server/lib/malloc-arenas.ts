/**
 * How many malloc arenas glibc may make: by default up to eight per core, one for each thread that allocates while
 * another holds the main one. The portal's threads (V8's compilers and collectors, libuv's pool) each came to hold
 * an arena of memory they had freed and glibc kept: about 10 MB of the portal's resident memory after the
 * benchmark's API run (docs/decisions/0055-two-malloc-arenas.md).
 */
export const MALLOC_ARENAS = '2';

/** The part of `process` the relaunch reads (a test passes its own). */
export interface Relaunchable {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  execPath: string;
  execArgv: readonly string[];
  argv: readonly string[];
  /** The IPC channel to a parent process, which a relaunch would lose (Node takes its descriptor off `env`). */
  channel?: unknown;
  execve?: (file: string, args?: readonly string[], env?: NodeJS.ProcessEnv) => never;
}

/**
 * Starts the process again, in place, with MALLOC_ARENA_MAX set, before it has loaded anything: glibc reads the
 * variable once, when the process starts, so it cannot be set from inside. `process.execve` keeps the process id,
 * the standard streams, the node flags and the arguments, not an IPC channel to a parent. Nothing happens where the
 * variable is already set (an operator's own value, or the relaunched process), off Linux (on Linux with musl
 * the relaunch happens and the variable, glibc's, is ignored), on a Node without `process.execve`, or where a
 * parent talks to the process over IPC (`node --watch`, which `npm run dev` runs, learns the files to watch that
 * way); a relaunch that fails leaves the process running as it was. Returns only when it did not relaunch.
 */
export function relaunchWithFewMallocArenas(proc: Relaunchable): void {
  if (proc.platform !== 'linux' || proc.env.MALLOC_ARENA_MAX !== undefined || typeof proc.execve !== 'function') {
    return;
  }
  if (proc.channel !== undefined || proc.env.WATCH_REPORT_DEPENDENCIES !== undefined) return;
  try {
    proc.execve(proc.execPath, [proc.execPath, ...proc.execArgv, ...proc.argv.slice(1)], {
      ...proc.env,
      MALLOC_ARENA_MAX: MALLOC_ARENAS,
    });
  } catch {
    // The process goes on with glibc's default arenas.
  }
}
