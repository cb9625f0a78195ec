import { describe, expect, it } from 'vitest';
import { RequestService } from '../../../../shared/codes.js';
import type { Enquiry } from '../../../../shared/rules/enquiry.js';
import type { TWizard } from '../../../../shared/schemas/wizard.js';
import { journeyKind, type RequestStage } from './useGuidedFlow.js';

const wizard = (natureEnquiry: 1 | 2 | 4, mode: TWizard['mode'] = 'estore'): TWizard => ({
  step: 1,
  natureEnquiry,
  mode,
  version: 0,
});
const none: RequestStage = { service: null, reviewing: false };
const chose = (service: number): RequestStage => ({ service, reviewing: false });

describe('journeyKind: the steps the progress shows (docs/rules/details.md#the-guided-flow)', () => {
  it.each<[string, RequestStage, TWizard | undefined, Enquiry | undefined, ReturnType<typeof journeyKind>]>([
    ['a fresh session on /rma, before its wizard', none, undefined, undefined, 'contact'],
    ['a return on /rma', none, wizard(1), undefined, 'refund'],
    ['a replacement on /rma', none, wizard(2), undefined, 'replacement'],
    ['a status look-up on /rma', none, wizard(4, 'rma-status'), undefined, 'contact'],
    // The details step of /rma/enquiry/{type}: the route's enquiry, though the session still has its own.
    ['/rma/enquiry/rma-status with a return session', none, wizard(1), 4, 'contact'],
    ['/rma/enquiry/replacement with a return session', none, wizard(1), 2, 'replacement'],
    ['/rma/enquiry/return with a replacement session', none, wizard(2), 1, 'refund'],
    ['/rma/enquiry/rma-status before the wizard', none, undefined, 4, 'contact'],
    // The service chosen on the request step wins over both.
    ['a refund chosen', chose(RequestService.Refund), wizard(2), 2, 'refund'],
    ['a repair chosen', chose(RequestService.Repair), wizard(1), undefined, 'replacement'],
    ['contact us chosen', chose(RequestService.ContactUs), wizard(1), 1, 'contact'],
  ])('%s', (_, stage, current, route, kind) => {
    expect(journeyKind(stage, current, route)).toBe(kind);
  });
});
