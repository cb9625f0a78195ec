import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenModules, PORTAL_FIRST_SCREEN } from '../../../scripts/build/mantine-css.js';
import { fromContract } from './api.js';

describe('the contract’s schemas, loaded per module (src/web/lib/api.ts, fromContract)', () => {
  it('loads the module a call names and picks its schema from it', async () => {
    const schema = await fromContract(
      () => import('../../shared/schemas/common.js'),
      (c) => c.ZStatusOnly,
    )();
    expect(schema.parse({ status: 'OK' })).toEqual({ status: 'OK' });
    expect(() => schema.parse({})).toThrow();
  });

  it('has no call of the first screen load the whole contract', () => {
    const whole = [...firstScreenModules(PORTAL_FIRST_SCREEN)].filter((file) =>
      /import\(\s*['"][./]*shared\/schemas\/index\.js['"]\s*\)/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(whole.map((file) => path.relative('.', file))).toEqual([]);
    // The check reads the modules that make the calls.
    const calls = [...firstScreenModules(PORTAL_FIRST_SCREEN)].filter((file) =>
      /fromContract\(\s*\(\) => import\(/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(calls.map((file) => path.relative('.', file))).toContain('src/web/features/home/api/get-your-details.ts');
  });
});
