import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api.js';
import { failureText } from './query-client.js';
import type { TWizard } from '../../shared/schemas/wizard.js';
import { newerWizard, recordWizard, wizardOf, wizardQueryKey } from './wizard.js';

const translate = (key: string) => `«${key}»`;

describe('the text of a failed call', () => {
  it.each([
    [
      'a 4xx the server explained',
      new ApiError(400, 'error', 'enterEmail', 'Please enter your email.'),
      'Please enter your email.',
    ],
    ['a refusal named by its key', new ApiError(200, 'rma-exists', 'rmaExists', ''), '«rmaExists»'],
    ['a 4xx without an explanation', new ApiError(404, 'error', 'genericError', 'Not Found'), '«genericError»'],
    ['a 5xx', new ApiError(500, 'error', 'internal', 'boom'), '«genericError»'],
    ['a network failure', new TypeError('Failed to fetch'), '«genericError»'],
  ])('%s', (_what, error, text) => {
    expect(failureText(error, translate)).toBe(text);
  });
});

describe('the wizard an answer carries', () => {
  const wizard = { step: 2, natureEnquiry: 1, mode: 'estore', version: 3 } as const;
  it.each([
    [{ status: 'success', wizard }, wizard],
    [{ status: 'success' }, undefined],
    [{ wizard: { step: 7, natureEnquiry: 1, mode: 'estore', version: 3 } }, undefined],
    [{ wizard: { step: 2, natureEnquiry: 1, mode: 'estore' } }, undefined],
    [{ wizard: { step: 2, natureEnquiry: 1, mode: 'estore', version: -1 } }, undefined],
    [null, undefined],
    ['text', undefined],
  ])('%j → %j', (answer, expected) => {
    expect(wizardOf(answer)).toEqual(expected);
  });

  it('is recorded under the store’s wizard key, and an answer without one changes nothing', () => {
    const client = new QueryClient();
    recordWizard(client, 'us', { wizard });
    recordWizard(client, 'us', { status: 'success' });
    expect(client.getQueryData(wizardQueryKey('us'))).toEqual(wizard);
    expect(client.getQueryData(wizardQueryKey('de'))).toBeUndefined();
  });
});

describe('the newest wizard is kept', () => {
  const at = (version: number, step: TWizard['step'] = 2): TWizard => ({
    step,
    natureEnquiry: 1,
    mode: 'estore',
    version,
  });
  it.each([
    ['nothing held yet', undefined, at(0), at(0)],
    ['a newer answer replaces the held one', at(4, 2), at(5, 3), at(5, 3)],
    ['an older answer does not replace a newer one', at(5, 3), at(4, 2), at(5, 3)],
    ['much older', at(12, 3), at(1, 1), at(12, 3)],
    ['the same version: the one that arrived', at(5, 2), at(5, 3), at(5, 3)],
  ])('%s', (_what, held, arrived, kept) => {
    expect(newerWizard(held, arrived)).toEqual(kept);
  });

  it('a products read that lands after a change’s answer does not undo it', () => {
    const client = new QueryClient();
    recordWizard(client, 'us', { wizard: at(6, 3) }); // the change's answer
    recordWizard(client, 'us', { wizard: at(5, 2) }); // the read started before the change
    expect(client.getQueryData(wizardQueryKey('us'))).toEqual(at(6, 3));
    recordWizard(client, 'us', { wizard: at(7, 1) });
    expect(client.getQueryData(wizardQueryKey('us'))).toEqual(at(7, 1));
  });
});
