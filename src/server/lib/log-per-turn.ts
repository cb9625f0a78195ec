import fs from 'node:fs';

/** A destination for log lines (pino's `stream`). */
export interface LineWriter {
  write(line: string): void;
}

export interface TurnWriter extends LineWriter {
  /** Writes what is waiting, now, as the process exits: a few tries while the reader is full, never an endless wait. */
  end(): void;
}

export interface TurnWriterOptions {
  /** The write call (`fs.writeSync`): tests give a reader that is full or gone. */
  writeSync?: (fd: number, buffer: Buffer, offset: number) => number;
  /** Most bytes kept for a reader that does not take them; lines past it are dropped and counted. */
  maxWaitingBytes?: number;
}

/** How long a full reader is given before the next try. */
const RETRY_MS = 10;
/** Tries at exit while the reader is full (so at most about 0.2 s). */
const EXIT_TRIES = 20;
const MAX_WAITING_BYTES = 8 * 1024 * 1024;

const isFull = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'EAGAIN' || code === 'EWOULDBLOCK';
};

/**
 * Log lines written to a file descriptor once per turn of the event loop: the lines a turn logged go out together
 * in one synchronous write at its end (`setImmediate`). A line never waits for others: a quiet hour's one error is
 * written in the turn that logged it (docs/decisions/0052-log-written-per-turn.md).
 *
 * - A reader that is full (a non-blocking pipe answering EAGAIN, or a partial write) keeps the rest for a later
 *   try, 10 ms on, without holding the event loop; past `maxWaitingBytes` (8 MB) new lines are dropped, and a line
 *   saying how many is written once the reader takes them again.
 * - A reader that is gone (EPIPE, or any other error) ends the log: lines are dropped from then on, as pino does.
 */
export function turnWriter(fd: number, options: TurnWriterOptions = {}): TurnWriter {
  const writeSync = options.writeSync ?? ((f, buffer, offset) => fs.writeSync(f, buffer, offset));
  const maxWaiting = options.maxWaitingBytes ?? MAX_WAITING_BYTES;
  // Lines logged since the last try, and the bytes a full reader did not take.
  let lines = '';
  let waiting: Buffer | null = null;
  let dropped = 0;
  let due = false;
  let gone = false;

  /** Writes what waits; false when the reader was full and some is left. */
  const attempt = (): boolean => {
    if (dropped > 0) {
      lines += `${JSON.stringify({ level: 40, time: Date.now(), msg: `${dropped} log lines dropped: standard output was not read` })}\n`;
      dropped = 0;
    }
    const fresh = lines === '' ? null : Buffer.from(lines);
    lines = '';
    const buffer = waiting && fresh ? Buffer.concat([waiting, fresh]) : (waiting ?? fresh);
    waiting = null;
    if (!buffer) return true;
    let at = 0;
    while (at < buffer.length) {
      try {
        at += writeSync(fd, buffer, at);
      } catch (error) {
        if (isFull(error)) {
          waiting = buffer.subarray(at);
          return false;
        }
        gone = true;
        return true;
      }
    }
    return true;
  };

  const flush = () => {
    due = false;
    if (gone || attempt()) return;
    due = true;
    setTimeout(flush, RETRY_MS);
  };

  return {
    write(line) {
      if (gone) return;
      if ((waiting?.length ?? 0) + lines.length > maxWaiting) {
        dropped++;
        return;
      }
      lines += line;
      if (!due) {
        due = true;
        setImmediate(flush);
      }
    },
    end() {
      const pause = new Int32Array(new SharedArrayBuffer(4));
      for (let i = 0; i < EXIT_TRIES && !gone; i++) {
        if (attempt()) return;
        Atomics.wait(pause, 0, 0, RETRY_MS);
      }
    },
  };
}
