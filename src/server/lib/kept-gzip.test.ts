import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptGzip } from './kept-gzip.js';

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
    const next = gzip(products);
    expect(opened).toBe(2);
    expect(next.equals(zlib.gzipSync(products, { level: 1 }))).toBe(true);
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
    const expected = zlib.gzipSync(products, { level: 1 });
    for (let call = 0; call < 3; call++) expect(gzip(products).equals(expected), `call ${call}`).toBe(true);
    expect(opened).toBe(2);
  });
});
