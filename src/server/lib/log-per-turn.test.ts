import { describe, expect, it } from 'vitest';
import { turnWriter } from './log-per-turn.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A reader that takes what `take` says of each write (all of it by default), or throws what it says. */
function reader(take: (bytes: number, call: number) => number | NodeJS.ErrnoException = (bytes) => bytes) {
  const got: Buffer[] = [];
  let calls = 0;
  const writeSync = (_fd: number, buffer: Buffer, offset: number) => {
    const taken = take(buffer.length - offset, calls++);
    if (taken instanceof Error) throw taken;
    got.push(Buffer.from(buffer.subarray(offset, offset + taken)));
    return taken;
  };
  return {
    writeSync,
    text: () => Buffer.concat(got).toString(),
    get calls() {
      return calls;
    },
  };
}

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('the log written once per turn', () => {
  it('writes the lines of a turn in one write, at the end of the turn', async () => {
    const r = reader();
    const log = turnWriter(1, { writeSync: r.writeSync });
    log.write('one\n');
    log.write('two ✓ 日本\n');
    expect(r.calls).toBe(0);
    await turn();
    expect(r.calls).toBe(1);
    expect(r.text()).toBe('one\ntwo ✓ 日本\n');
  });

  it('keeps what a full reader did not take, and writes it later without holding the turn', async () => {
    // The first write takes 3 bytes, the second finds the pipe full, the rest take everything.
    const r = reader((bytes, call) => (call === 0 ? 3 : call === 1 ? failure('EAGAIN') : bytes));
    const log = turnWriter(1, { writeSync: r.writeSync });
    log.write('first line\n');
    await turn();
    expect(r.text()).toBe('fir');
    log.write('second line\n');
    await later(50);
    expect(r.text()).toBe('first line\nsecond line\n');
  });

  it('drops lines past the most it keeps for a reader that does not read, and says how many', async () => {
    let full = true;
    const r = reader((bytes) => (full ? failure('EAGAIN') : bytes));
    const log = turnWriter(1, { writeSync: r.writeSync, maxWaitingBytes: 20 });
    for (let i = 0; i < 5; i++) log.write(`line ${i}\n`);
    await turn();
    // Kept: lines 0 to 2 (21 bytes once the third is in); dropped: 3 and 4.
    full = false;
    await later(50);
    log.write('after\n');
    await turn();
    const lines = r.text().trim().split('\n');
    expect(lines.slice(0, 3)).toEqual(['line 0', 'line 1', 'line 2']);
    expect(JSON.parse(lines[3]!)).toMatchObject({
      level: 40,
      msg: '2 log lines dropped: standard output was not read',
    });
    expect(lines[4]).toBe('after');
  });

  it('stops writing once the reader is gone, without throwing', async () => {
    const r = reader(() => failure('EPIPE'));
    const log = turnWriter(1, { writeSync: r.writeSync });
    log.write('lost\n');
    await turn();
    expect(r.calls).toBe(1);
    log.write('also lost\n');
    await turn();
    log.end();
    expect(r.calls).toBe(1);
  });

  it('writes what waits at exit, and gives up on a reader that stays full', () => {
    const r = reader();
    const log = turnWriter(1, { writeSync: r.writeSync });
    log.write('last words\n');
    log.end();
    expect(r.text()).toBe('last words\n');

    const stuck = reader(() => failure('EAGAIN'));
    const blocked = turnWriter(1, { writeSync: stuck.writeSync });
    blocked.write('never read\n');
    const started = Date.now();
    blocked.end();
    expect(stuck.calls).toBe(20);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
