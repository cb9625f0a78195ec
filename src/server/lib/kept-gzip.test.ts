import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMEMBERED_ANSWERS, REMEMBERED_MAX_BYTES, REMEMBERED_MIN_BYTES, keptGzip } from './kept-gzip.js';

const products = Buffer.from(
  JSON.stringify(
    Array.from({ length: 400 }, (_, i) => ({
      sourceId: `US10001${i}`,
      name: `Wireless headphones ${i}`,
      faultList: [
        'Does not turn on',
        'No sound from one side',
        'ケーブルが断線している',
        'Bluetooth ne se connecte pas',
      ],
    })),
  ),
);
const INPUTS: [string, Buffer][] = [
  ['nothing', Buffer.alloc(0)],
  ['one byte', Buffer.from('x')],
  ['a products step of 56 KB and more, in three scripts', products],
  // Random bytes do not shrink: their gzip is longer than the compressor's 64 KB output buffer, so it is written in
  // several rounds.
  ['200 KB that do not compress', crypto.randomBytes(200 * 1024)],
];

afterEach(() => vi.restoreAllMocks());

describe('keptGzip', () => {
  it('keeps one compressor on this Node (the handle Node’s own gzipSync drives is where it looks)', () => {
    expect(keptGzip({ level: 1 }).kept).toBe(true);
  });

  it.each(INPUTS)('writes %s as gzip level 1 writes it, byte for byte, again and again', (_, input) => {
    const gzip = keptGzip({ level: 1 });
    const expected = zlib.gzipSync(input, { level: 1 });
    for (let round = 0; round < 3; round++) {
      const written = gzip(input);
      expect(written.equals(expected), `round ${round}`).toBe(true);
      expect(zlib.gunzipSync(written).equals(input)).toBe(true);
    }
  });

  it('gives each answer bytes of its own: a later answer does not overwrite an earlier one', () => {
    const gzip = keptGzip({ level: 1 });
    const first = gzip(products);
    const copy = Buffer.from(first);
    gzip(crypto.randomBytes(100 * 1024));
    gzip(Buffer.from('{"status":"success"}'.repeat(100)));
    expect(first.equals(copy)).toBe(true);
    expect(zlib.gunzipSync(first).equals(products)).toBe(true);
  });

  it('answers through Node’s gzipSync on a Node whose zlib objects lack the handle', () => {
    vi.spyOn(zlib, 'createGzip').mockReturnValue({ on() {} } as unknown as zlib.Gzip);
    const gzip = keptGzip({ level: 1 });
    expect(gzip.kept).toBe(false);
    expect(zlib.gunzipSync(gzip(products)).equals(products)).toBe(true);
  });

  it('drops a compressor that fails, writes that answer by gzipSync and opens a new one for the next', () => {
    const real = zlib.createGzip.bind(zlib);
    let opened = 0;
    vi.spyOn(zlib, 'createGzip').mockImplementation((options) => {
      opened++;
      const stream = real(options) as unknown as { _handle: { writeSync: (...args: unknown[]) => void } };
      if (opened === 1) {
        stream._handle.writeSync = () => {
          throw new Error('zlib failed');
        };
      }
      return stream as unknown as zlib.Gzip;
    });
    const gzip = keptGzip({ level: 1 });
    expect(gzip.kept).toBe(true);
    expect(zlib.gunzipSync(gzip(products)).equals(products)).toBe(true);
    expect(opened).toBe(1);
    const other = Buffer.concat([products, Buffer.from(' ')]);
    const next = gzip(other);
    expect(opened).toBe(2);
    expect(next.equals(zlib.gzipSync(other, { level: 1 }))).toBe(true);
  });

  it('notices a failed compressor: no stale bytes, no reset of a closed one, a new one next', () => {
    // Without its reset the compressor is finished: zlib refuses the next answer and Node closes the handle. Neither
    // that answer nor the next may get the bytes the counters still hold, and writing to the closed handle would
    // stop the process.
    const real = zlib.createGzip.bind(zlib);
    let opened = 0;
    vi.spyOn(zlib, 'createGzip').mockImplementation((options) => {
      opened++;
      const stream = real(options) as unknown as { _handle: { reset: () => void } };
      if (opened === 1) stream._handle.reset = () => undefined;
      return stream as unknown as zlib.Gzip;
    });
    const gzip = keptGzip({ level: 1 });
    for (let call = 0; call < 3; call++) {
      // A different answer each time: the same one again would be the gzip remembered, not the compressor's.
      const answer = Buffer.concat([products, Buffer.from(' '.repeat(call))]);
      expect(gzip(answer).equals(zlib.gzipSync(answer, { level: 1 })), `call ${call}`).toBe(true);
    }
    expect(opened).toBe(2);
  });
});

describe('keptGzip remembers the long answers it compressed last', () => {
  /** A kept gzip that counts the rounds its compressor writes. */
  function countingGzip() {
    const real = zlib.createGzip.bind(zlib);
    let writes = 0;
    vi.spyOn(zlib, 'createGzip').mockImplementation((options) => {
      const stream = real(options) as unknown as { _handle: { writeSync: (...args: unknown[]) => void } };
      const writeSync = stream._handle.writeSync.bind(stream._handle);
      stream._handle.writeSync = (...args: unknown[]) => {
        writes++;
        writeSync(...args);
      };
      return stream as unknown as zlib.Gzip;
    });
    const gzip = keptGzip({ level: 1 });
    return { gzip, writes: () => writes };
  }
  // Answers whose keys differ: the first byte is one the key reads.
  const answer = (n: number) => Buffer.from(`${String.fromCharCode(65 + n)} ${products.toString()}`);

  it('gives a long answer asked again the gzip already made, without compressing it again', () => {
    const { gzip, writes } = countingGzip();
    const first = gzip(products);
    const copy = Buffer.from(products);
    expect(gzip(copy).equals(first)).toBe(true);
    expect(writes()).toBe(1);
    expect(zlib.gunzipSync(gzip(copy)).equals(products)).toBe(true);
  });

  it('compresses an answer again when it differs from the one remembered by a byte its key does not read', () => {
    const { gzip, writes } = countingGzip();
    const changed = Buffer.from(products);
    // The key reads 64 bytes spread over the answer: the second byte is not one of them.
    changed[1] = changed[1]! === 0x41 ? 0x42 : 0x41;
    gzip(products);
    expect(zlib.gunzipSync(gzip(changed)).equals(changed)).toBe(true);
    expect(zlib.gunzipSync(gzip(products)).equals(products)).toBe(true);
    expect(writes()).toBe(3);
  });

  it.each([
    ['a short answer', REMEMBERED_MIN_BYTES - 1],
    ['an answer longer than those remembered', REMEMBERED_MAX_BYTES + 1],
  ])('compresses %s every time', (_, length) => {
    const { gzip, writes } = countingGzip();
    const text = Buffer.from('x'.repeat(length));
    gzip(text);
    gzip(text);
    expect(writes()).toBe(2);
  });

  it(`keeps the last ${REMEMBERED_ANSWERS} long answers, those asked for most recently`, () => {
    const { gzip, writes } = countingGzip();
    for (let n = 0; n < REMEMBERED_ANSWERS; n++) gzip(answer(n));
    gzip(answer(0)); // asked again: now the most recent
    expect(writes()).toBe(REMEMBERED_ANSWERS);
    gzip(answer(REMEMBERED_ANSWERS)); // one more: the least recent (answer 1) is forgotten
    gzip(answer(0));
    expect(writes()).toBe(REMEMBERED_ANSWERS + 1);
    expect(zlib.gunzipSync(gzip(answer(1))).equals(answer(1))).toBe(true);
    expect(writes()).toBe(REMEMBERED_ANSWERS + 2);
  });
});
