import { describe, expect, it } from 'vitest';
import { mailListQuery, mailViewFromParams, paramsOfMailView } from './view.js';

describe('the mail view in the URL', () => {
  it.each([
    ['', {}],
    ['store=jp&status=kept&q=tanaka&id=m1', { store: 'jp', status: 'kept', q: 'tanaka', id: 'm1' }],
    ['store=zz&status=lost', {}],
    ['q=%20%20', {}],
    [`rma=${'x'.repeat(65)}`, {}],
    ['rma=r1', { rma: 'r1' }],
  ])('reads %s', (search, expected) => {
    const view = mailViewFromParams(new URLSearchParams(search));
    expect(Object.fromEntries(Object.entries(view).filter(([, v]) => v !== undefined))).toEqual(expected);
  });

  it('writes only what is set, and the list query leaves out the open e-mail', () => {
    expect(paramsOfMailView({ status: 'failed', id: 'm2' }).toString()).toBe('status=failed&id=m2');
    expect(mailListQuery({ store: 'de', q: 'ann', rma: 'r1', id: 'm2' })).toEqual({
      store: 'de',
      status: undefined,
      recipient: 'ann',
      rmaId: 'r1',
    });
  });
});
