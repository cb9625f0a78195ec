import zlib from 'node:zlib';

/** The part of a zlib object that Node's own one-call functions drive (its `processChunkSync`). */
interface Compressor {
  destroyed: boolean;
  _handle?: {
    writeSync(
      flush: number,
      input: Uint8Array,
      inOffset: number,
      inLength: number,
      output: Uint8Array,
      outOffset: number,
      outLength: number,
    ): void;
    reset(): void;
  } | null;
  _writeState?: Uint32Array;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** The buffer zlib writes into; an answer whose gzip is longer takes several rounds. */
const SCRATCH_BYTES = 64 * 1024;

/** gzip in one call: the answer's compressed bytes, in a buffer of their own. */
export interface KeptGzip {
  (input: Uint8Array): Buffer;
  /** Whether answers go through one kept compressor (false: Node's `gzipSync`, a compressor per call). */
  readonly kept: boolean;
}

/** The compressor's handle and its output counters, when this Node has them where its own gzipSync finds them. */
function openCompressor(level: number) {
  const stream = zlib.createGzip({ level }) as unknown as Compressor;
  const handle = stream._handle;
  const state = stream._writeState;
  if (!handle || typeof handle.writeSync !== 'function' || typeof handle.reset !== 'function') return undefined;
  if (!(state instanceof Uint32Array) || state.length < 2) return undefined;
  // zlib reports a failure by destroying the stream, at once: the handle is closed and taken off the stream, and
  // the output counters still hold the last answer's. The error event follows a turn later; it is only listened
  // to so that it is not thrown.
  stream.on('error', () => undefined);
  const failed = () => stream.destroyed || stream._handle !== handle;
  return { handle, state, failed };
}

/**
 * gzip in one call through one compressor, kept by the function `keptGzip` returns (one per app) and reset after
 * each answer (docs/decisions/0054-api-answers-in-kept-gzip.md). Node's `gzipSync` and `brotliCompressSync` make a
 * compressor per call and free it, and the C allocator keeps much of what they freed: 60,000 calls on the products
 * step's answer took a bare process to 146 MB with `gzipSync`, to 78 MB through one kept compressor, in the same
 * time per call. Node has no public call that reuses one, so this drives the compressor's handle as Node's own
 * `gzipSync` does (`_handle.writeSync` and `_writeState`). A Node whose zlib objects lack them gets `gzipSync`
 * (`kept` says which; `kept-gzip.test.ts` requires the kept one on ours), and a compressor that fails is dropped
 * without its reset (a closed or finished compressor written to again stops the process, a native assertion): that
 * answer is written by `gzipSync` and the next opens a new one.
 *
 * Synchronous, so one compressor serves every answer of its app: no other answer can start while one is written.
 */
export function keptGzip(options: { level: number }): KeptGzip {
  const perCall = (input: Uint8Array) => zlib.gzipSync(input, { level: options.level });
  let compressor = openCompressor(options.level);
  if (!compressor) return Object.assign(perCall, { kept: false });
  // zlib writes into one buffer kept for the purpose; each answer gets a copy of its own bytes only.
  const scratch = Buffer.allocUnsafe(SCRATCH_BYTES);

  const compress = (input: Uint8Array): Buffer => {
    const current = (compressor ??= openCompressor(options.level));
    if (!current) return perCall(input);
    const { handle, state } = current;
    const parts: Buffer[] = [];
    let length = 0;
    let inOffset = 0;
    let inLength = input.byteLength;
    for (;;) {
      let threw = false;
      try {
        handle.writeSync(zlib.constants.Z_FINISH, input, inOffset, inLength, scratch, 0, SCRATCH_BYTES);
      } catch {
        // Not how zlib fails, but a compressor that threw is not trusted with another answer either.
        threw = true;
      }
      if (threw || current.failed()) {
        compressor = undefined;
        return perCall(input);
      }
      const outLeft = state[0]!;
      const inLeft = state[1]!;
      const wrote = SCRATCH_BYTES - outLeft;
      if (wrote > 0) {
        parts.push(Buffer.from(scratch.subarray(0, wrote)));
        length += wrote;
      }
      inOffset += inLength - inLeft;
      inLength = inLeft;
      // Room left in the buffer means zlib wrote the whole stream, its trailer included.
      if (outLeft !== 0) break;
    }
    handle.reset();
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts, length);
  };
  return Object.assign(rememberingRecent(compress), { kept: true });
}

/** Answers at least this long are remembered with their gzip; a shorter one compresses in a few microseconds. */
export const REMEMBERED_MIN_BYTES = 16 * 1024;

/** Nor longer than this: at most about 2 MB remembered in all. */
export const REMEMBERED_MAX_BYTES = 128 * 1024;

/** How many long answers are remembered: about 1 MB at the products step's 56 KB (and 4 KB of gzip) each. */
export const REMEMBERED_ANSWERS = 16;

/** Bytes of an answer read for its key, spread over its length. */
const KEY_SAMPLES = 64;

/** An answer's key: its length and an FNV-1a hash of bytes sampled across it. Equal answers have equal keys. */
function sampledKey(input: Uint8Array): string {
  const step = Math.max(1, Math.floor(input.byteLength / KEY_SAMPLES));
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.byteLength; i += step) hash = Math.imul(hash ^ input[i]!, 0x01000193);
  return `${input.byteLength}:${hash >>> 0}`;
}

/**
 * The long answers compressed last, with their gzip: a customer who asks again for an answer that has not changed
 * (the products step read again on going back, a refetch when the tab comes back into view) gets the gzip already
 * made. An answer is found by a key sampled from it and given the kept gzip only when it is the same, byte for byte,
 * as the one remembered, which costs a comparison (a few microseconds for 56 KB) against about 100 µs to compress it
 * again. Two answers whose keys meet take each other's place: a customer's answer changed by a flag replaces the one
 * before it. The same bytes make the same gzip, so what an observer sees of an answer is as before.
 */
function rememberingRecent(compress: (input: Uint8Array) => Buffer) {
  const recent = new Map<string, { answer: Buffer; gzip: Buffer }>();
  return (input: Uint8Array): Buffer => {
    if (input.byteLength < REMEMBERED_MIN_BYTES || input.byteLength > REMEMBERED_MAX_BYTES) return compress(input);
    const key = sampledKey(input);
    const kept = recent.get(key);
    if (kept && kept.answer.equals(input)) {
      recent.delete(key);
      recent.set(key, kept);
      return kept.gzip;
    }
    const gzip = compress(input);
    recent.delete(key);
    recent.set(key, { answer: Buffer.from(input), gzip });
    if (recent.size > REMEMBERED_ANSWERS) recent.delete(recent.keys().next().value!);
    return gzip;
  };
}
