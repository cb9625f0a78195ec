import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.js';

describe('loadOnce', () => {
  it('loads at the first call, not before, and keeps what it loaded', async () => {
    let loads = 0;
    const load = loadOnce(async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const first = await load();
    expect(await load()).toBe(first);
    expect(loads).toBe(1);
  });

  it('shares one load between calls made while it runs', async () => {
    let loads = 0;
    let finish!: (value: string) => void;
    const load = loadOnce(() => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const both = Promise.all([load(), load()]);
    finish('module');
    expect(await both).toEqual(['module', 'module']);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      if (++loads === 1) throw new Error('not there yet');
      return 'module';
    });
    await expect(load()).rejects.toThrow('not there yet');
    expect(await load()).toBe('module');
    expect(loads).toBe(2);
  });
});
