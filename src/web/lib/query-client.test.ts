import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../components/feedback.js';
import { ApiError } from './api.js';
import { createQueryClient, failureText, type CallMeta } from './query-client.js';
import type { TWizard } from '../../shared/schemas/wizard.js';
import { newerWizard, recordWizard, wizardOf, wizardQueryKey } from './wizard.js';

vi.mock('../components/feedback.js', () => ({ showToast: vi.fn() }));

const translate = (key: string, values?: Record<string, string | number>) =>
  values ? `«${key}» ${JSON.stringify(values)}` : `«${key}»`;

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
    [
      'a busy database’s 503, which says when to try again',
      new ApiError(503, 'error', 'serviceBusy', 'We are busier than usual. Please try again in a few seconds.'),
      'We are busier than usual. Please try again in a few seconds.',
    ],
    ['a 503 a proxy sent', new ApiError(503, 'error', 'genericError', 'Service Unavailable'), '«genericError»'],
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
    [{ wizard: null }, undefined],
    [{ wizard: 'step 2' }, undefined],
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

describe('the notice of a business outcome (an answer with a 200)', () => {
  type Answer = { status: string; message?: string };
  const notFound: CallMeta['notice'] = (data, variables) =>
    (data as Answer).status === 'success' || (variables as { quiet?: boolean }).quiet
      ? null
      : {
          message: (data as Answer).message ? { text: (data as Answer).message! } : { key: 'orderNotFound' },
          ms: 8000,
        };
  const run = (answer: Answer, variables: { quiet?: boolean }, meta: CallMeta) =>
    new MutationObserver<Answer, Error, { quiet?: boolean }>(createQueryClient('us', translate), {
      mutationFn: () => Promise.resolve(answer),
      meta,
    }).mutate(variables);

  beforeEach(() => vi.mocked(showToast).mockClear());

  it.each([
    [
      'the server’s text, with the rule’s duration',
      { status: 'not-found', message: 'No such order.' },
      {},
      ['No such order.', 'error', 8000],
    ],
    ['a catalogue key, translated', { status: 'not-found' }, {}, ['«orderNotFound»', 'error', 8000]],
  ])('%s', async (_what, answer, variables, call) => {
    await run(answer, variables, { notice: notFound });
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith(...call);
  });

  it('a key with values is translated with them, at the usual duration', async () => {
    await run(
      { status: 'selected-maximum' },
      {},
      {
        notice: () => ({ message: { key: 'selectedMaximum', values: { max: 5 } } }),
      },
    );
    expect(showToast).toHaveBeenCalledWith('«selectedMaximum» {"max":5}', 'error', undefined);
  });

  it.each([
    ['an answer that is no refusal', { status: 'success' }, {}, { notice: notFound }],
    ['a look-up made unasked (quiet)', { status: 'not-found' }, { quiet: true }, { notice: notFound }],
    ['a call without a notice', { status: 'not-found' }, {}, {}],
  ])('no toast for %s', async (_what, answer, variables, meta) => {
    await run(answer, variables, meta);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('a failure a call keeps for one error shows that one with its duration', async () => {
    const upload = new ApiError(200, 'error', 'uploadSupportingFile', 'Please upload a supporting file.');
    const other = new ApiError(200, 'error', 'selectProduct', 'Please select a product.');
    const meta: CallMeta = { errorToast: (error) => error === upload, toastMs: 12000 };
    for (const error of [upload, other]) {
      await new MutationObserver(createQueryClient('us', translate), {
        mutationFn: () => Promise.reject(error),
        meta,
      })
        .mutate(undefined)
        .catch(() => null);
    }
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('Please upload a supporting file.', 'error', 12000);
  });
});
