import { describe, expect, it } from 'vitest';
import { diffJson, flatten, shown } from './diff.js';

describe('diffJson', () => {
  it.each([
    ['nothing recorded', null, null, []],
    ['only after (a sign-in)', null, { totp: true }, [{ path: 'totp', kind: 'added', after: true }]],
    ['only before', { status: 'open' }, null, [{ path: 'status', kind: 'removed', before: 'open' }]],
    [
      'a changed status, an unchanged note left out',
      { status: 'open', note: 'x' },
      { status: 'closed', note: 'x' },
      [{ path: 'status', kind: 'changed', before: 'open', after: 'closed' }],
    ],
    [
      'nested objects and arrays by path',
      { rma: { status: 'SUBMITTED' }, lines: [{ decision: null }] },
      { rma: { status: 'APPROVED' }, lines: [{ decision: 'approved' }] },
      [
        { path: 'rma.status', kind: 'changed', before: 'SUBMITTED', after: 'APPROVED' },
        { path: 'lines[0].decision', kind: 'added', after: 'approved' },
      ],
    ],
    ['a scalar at the root', 1, 2, [{ path: '', kind: 'changed', before: 1, after: 2 }]],
    [
      'an emptied list',
      { stores: ['us'] },
      { stores: [] },
      [
        { path: 'stores[0]', kind: 'removed', before: 'us' },
        { path: 'stores', kind: 'added', after: [] },
      ],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(diffJson(before, after)).toEqual(expected);
  });

  it('stops flattening at a depth and keeps the rest whole', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } };
    expect([...flatten(deep).entries()]).toEqual([['a.b.c.d.e.f', { g: 1 }]]);
  });

  it.each([
    ['text', 'text'],
    [3, '3'],
    [true, 'true'],
    [['us', 'uk'], '["us","uk"]'],
  ])('shows %j as %s', (value, text) => {
    expect(shown(value)).toBe(text);
  });
});
