import { describe, expect, it } from 'vitest';
import { activeFilterCount, apiQuery, paramsOfView, viewFromParams } from './filters.js';

describe('the queue view in the URL', () => {
  it.each([
    ['', { tab: 'needs-review', sort: 'created', dir: 'desc' }],
    ['tab=late', { tab: 'late', sort: 'created', dir: 'desc' }],
    ['tab=nonsense&store=us', { tab: 'needs-review', store: 'us', sort: 'created', dir: 'desc' }],
    ['store=xx&kind=refund', { tab: 'needs-review', kind: 'refund', sort: 'created', dir: 'desc' }],
    [
      'q=%20RMA00001%20&sort=due&dir=asc&createdFrom=2026-01-01',
      { tab: 'needs-review', q: 'RMA00001', sort: 'due', dir: 'asc', createdFrom: '2026-01-01' },
    ],
    ['createdTo=31-01-2026&assignee=me', { tab: 'needs-review', assignee: 'me', sort: 'created', dir: 'desc' }],
  ])('reads %j', (search, view) => {
    expect(viewFromParams(new URLSearchParams(search))).toEqual(view);
  });

  it('writes only what differs from the defaults, and reads back the same view', () => {
    const view = viewFromParams(new URLSearchParams('tab=closed&store=jp&kind=jp-repair&sort=due&dir=desc&q=SN1'));
    const params = paramsOfView(view);
    expect(params.toString()).toBe('tab=closed&store=jp&kind=jp-repair&q=SN1&sort=due');
    expect(viewFromParams(params)).toEqual(view);
    expect(paramsOfView(viewFromParams(new URLSearchParams())).toString()).toBe('');
  });

  it('gives the API every filter, with or without the tab', () => {
    const view = viewFromParams(new URLSearchParams('tab=late&status=APPROVED'));
    expect(apiQuery(view)).toMatchObject({ tab: 'late', status: 'APPROVED', sort: 'created', dir: 'desc' });
    expect(apiQuery(view, false)).not.toHaveProperty('tab');
  });

  it('counts the filters set besides search and sort', () => {
    expect(activeFilterCount(viewFromParams(new URLSearchParams('q=x&sort=due')))).toBe(0);
    expect(activeFilterCount(viewFromParams(new URLSearchParams('store=us&kind=refund&q=x')))).toBe(2);
  });
});
