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

  it('lets the texts served least recently go beyond its size, and keeps none larger than it', async () => {
    const { runs, sanitise } = counting();
    // Each text of 4 characters keeps 4 + 6 = 10: two fit in 25.
    const kept = sanitisedOnce(sanitise, 25);
    for (const text of ['aaaa', 'bbbb', 'aaaa', 'cccc']) await kept(text);
    // bbbb was served less recently than aaaa, so it went for cccc.
    expect(runs).toEqual(['aaaa', 'bbbb', 'cccc']);
    await kept('aaaa');
    await kept('cccc');
    await kept('bbbb');
    expect(runs).toEqual(['aaaa', 'bbbb', 'cccc', 'bbbb']);
    // A text larger than the whole size is sanitised at every call, and the kept ones stay.
    const large = 'x'.repeat(20);
    expect(await kept(large)).toBe(`[${large}]`);
    await kept(large);
    expect(runs.filter((r) => r === large)).toHaveLength(2);
    runs.length = 0;
    await kept('cccc');
    await kept('bbbb');
    expect(runs).toEqual([]);
  });

  it('counts a text sanitised by two calls at once once', async () => {
    const runs: string[] = [];
    const gates: (() => void)[] = [];
    const kept = sanitisedOnce(async (html) => {
      runs.push(html);
      await new Promise<void>((resolve) => gates.push(resolve));
      return `[${html}]`;
    }, 25);
    const both = Promise.all([kept('aaaa'), kept('aaaa')]);
    while (gates.length < 2) await Promise.resolve();
    gates.forEach((open) => open());
    expect(await both).toEqual(['[aaaa]', '[aaaa]']);
    // Counted twice, aaaa would fill the size, and bbbb would push it out.
    const next = kept('bbbb');
    while (gates.length < 3) await Promise.resolve();
    gates[2]!();
    await next;
    runs.length = 0;
    await kept('aaaa');
    await kept('bbbb');
    expect(runs).toEqual([]);
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
