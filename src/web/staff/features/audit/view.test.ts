import { describe, expect, it } from 'vitest';
import { activeAuditFilters, auditViewFromParams, paramsOfAuditView } from './view.js';

const defined = (view: object) => Object.fromEntries(Object.entries(view).filter(([, v]) => v !== undefined));

describe('the audit view in the URL', () => {
  it.each([
    ['', {}],
    [
      'actor=ana@example.com&rma=RMA00001&action=rma.*&from=2030-01-01&to=2030-01-31',
      { actor: 'ana@example.com', rma: 'RMA00001', action: 'rma.*', from: '2030-01-01', to: '2030-01-31' },
    ],
    ['action=staff.sign-in', { action: 'staff.sign-in' }],
    ["action=rma'%20or", {}],
    ['from=2030-13-45&to=yesterday', {}],
    ['from=2030-02-01&to=2030-01-01', { from: '2030-02-01' }],
  ])('reads %s', (search, expected) => {
    expect(defined(auditViewFromParams(new URLSearchParams(search)))).toEqual(expected);
  });

  it('writes only what is set, and counts it', () => {
    const view = { actor: 'bo@example.com', action: undefined, to: '2030-01-02' };
    expect(paramsOfAuditView(view).toString()).toBe('actor=bo%40example.com&to=2030-01-02');
    expect(activeAuditFilters(view)).toBe(2);
  });
});
