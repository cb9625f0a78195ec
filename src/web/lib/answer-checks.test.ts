import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTRACT_MODULES } from '../../../scripts/build/answer-checks.js';
import { answerChecks } from './answer-checks.js';

/** The contract module a key of answerChecks stands for (`yourProducts` for your-products.ts). */
const fileOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('the answer checks the page loads (src/web/lib/answer-checks.ts)', () => {
  it.each(Object.entries(answerChecks))(
    '%s loads the checks of its own contract module, one per schema',
    async (key, load) => {
      const contract = CONTRACT_MODULES[fileOf(key)];
      expect(contract).toBeDefined();
      const schemas = Object.entries(contract!).filter(([, value]) => value instanceof z.ZodType);
      expect(Object.keys(await load()).sort()).toEqual(schemas.map(([name]) => name).sort());
    },
  );

  it('has a loader for every module of the contract the page may check answers by', () => {
    const pageModules = Object.keys(CONTRACT_MODULES).filter((name) => name !== 'mail');
    expect(Object.keys(answerChecks).map(fileOf).sort()).toEqual(pageModules.sort());
  });
});
