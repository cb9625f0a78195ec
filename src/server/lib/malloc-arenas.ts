/**
 * How many malloc arenas glibc may make: by default up to eight per core, one for each thread that allocates while
 * another holds the main one. The portal's threads (V8's compilers and collectors, libuv's pool) each came to hold
 * an arena of memory they had freed and glibc kept: about 13 MB of the portal's resident memory after the
 * benchmark's API run, and 6 MB once started (docs/decisions/0055-two-malloc-arenas.md).
 */
export const MALLOC_ARENAS = '2';

/** The part of `process` the relaunch reads (a test passes its own). */
export interface Relaunchable {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  execPath: string;
  execArgv: readonly string[];
  argv: readonly string[];
  execve?: (file: string, args?: readonly string[], env?: NodeJS.ProcessEnv) => never;
}

/**
 * Starts the process again, in place, with MALLOC_ARENA_MAX set, before it has loaded anything: glibc reads the
 * variable once, when the process starts, so it cannot be set from inside. `process.execve` keeps the process id,
 * the standard streams, the node flags and the arguments. Nothing happens where the variable is already set (an
 * operator's own value, or the relaunched process), off Linux (glibc's variable; macOS and musl ignore it), or on
 * a Node without `process.execve`; a relaunch that fails leaves the process running as it was. Returns only when
 * it did not relaunch.
 */
export function relaunchWithFewMallocArenas(proc: Relaunchable): void {
  if (proc.platform !== 'linux' || proc.env.MALLOC_ARENA_MAX !== undefined || typeof proc.execve !== 'function') {
    return;
  }
  try {
    proc.execve(proc.execPath, [proc.execPath, ...proc.execArgv, ...proc.argv.slice(1)], {
      ...proc.env,
      MALLOC_ARENA_MAX: MALLOC_ARENAS,
    });
  } catch {
    // The process goes on with glibc's default arenas.
  }
}
