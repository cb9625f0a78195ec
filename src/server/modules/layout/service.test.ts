import { describe, expect, it } from 'vitest';
import { sanitisedOnce } from './service.js';

/** A sanitiser that counts its runs and marks its output. */
function counting() {
  const runs: string[] = [];
  const sanitise = async (html: string) => {
    runs.push(html);
    return `[${html}]`;
  };
  return { runs, sanitise };
}

describe('sanitisedOnce', () => {
  it('sanitises a text once and answers the kept result after', async () => {
    const { runs, sanitise } = counting();
    const kept = sanitisedOnce(sanitise);
    expect(await kept('<p>a</p>')).toBe('[<p>a</p>]');
    expect(await kept('<p>a</p>')).toBe('[<p>a</p>]');
    expect(await kept('<p>b</p>')).toBe('[<p>b</p>]');
    expect(runs).toEqual(['<p>a</p>', '<p>b</p>']);
  });

  it('lets the oldest texts go beyond its size, and keeps none larger than it', async () => {
    const { runs, sanitise } = counting();
    // Each text of 4 characters keeps 4 + 6 = 10.
    const kept = sanitisedOnce(sanitise, 25);
    for (const text of ['aaaa', 'bbbb', 'cccc']) await kept(text);
    expect(runs).toEqual(['aaaa', 'bbbb', 'cccc']);
    await kept('cccc');
    await kept('bbbb');
    await kept('aaaa');
    expect(runs).toEqual(['aaaa', 'bbbb', 'cccc', 'aaaa']);
    const large = 'x'.repeat(20);
    expect(await kept(large)).toBe(`[${large}]`);
    await kept(large);
    expect(runs.filter((r) => r === large)).toHaveLength(2);
  });

  it('answers a failed sanitiser as a failure and keeps nothing of it', async () => {
    let fail = true;
    const kept = sanitisedOnce(async (html) => {
      if (fail) throw new Error('no sanitiser');
      return html.toUpperCase();
    });
    await expect(kept('<p>a</p>')).rejects.toThrow('no sanitiser');
    fail = false;
    expect(await kept('<p>a</p>')).toBe('<P>A</P>');
  });
});
