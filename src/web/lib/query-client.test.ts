import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api.js';
import { failureText } from './query-client.js';
import { recordWizard, wizardOf, wizardQueryKey } from './wizard.js';

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
  const wizard = { step: 2, natureEnquiry: 1, mode: 'estore' } as const;
  it.each([
    [{ status: 'success', wizard }, wizard],
    [{ status: 'success' }, undefined],
    [{ wizard: { step: 7, natureEnquiry: 1, mode: 'estore' } }, undefined],
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
