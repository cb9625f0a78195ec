import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenModules, PORTAL_FIRST_SCREEN } from '../../../scripts/build/mantine-css.js';
import { fromContract } from './api.js';
import { answerChecks } from './answer-checks.js';

describe('the contract’s answer checks, loaded per module (src/web/lib/api.ts, fromContract)', () => {
  it('loads the module a call names and picks its check from it', async () => {
    const check = await fromContract(answerChecks.common, (c) => c.ZStatusOnly)();
    expect(check.parse({ status: 'OK' })).toEqual({ status: 'OK' });
    expect(() => check.parse({})).toThrow(/ZStatusOnly/);
  });

  it('has no call of the first screen load the whole contract', () => {
    const sources = [...firstScreenModules(PORTAL_FIRST_SCREEN)].map((file) => ({
      file: path.relative('.', file),
      text: fs.readFileSync(file, 'utf8'),
    }));
    const whole = sources.filter(({ text }) => /import\(\s*['"][./]*shared\/schemas\/index\.js['"]\s*\)/.test(text));
    expect(whole.map(({ file }) => file)).toEqual([]);
    // The check reads the modules that make the calls.
    const calls = sources.filter(({ text }) => /fromContract\(\s*answerChecks\./.test(text));
    expect(calls.map(({ file }) => file)).toContain('src/web/features/home/api/get-your-details.ts');
  });
});
