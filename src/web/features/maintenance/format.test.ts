import { describe, expect, it } from 'vitest';
import { describeWindow } from './format.js';

describe('describeWindow', () => {
  it('tells a window written with an offset in that zone', () => {
    const text = describeWindow(
      { startsAt: '2022-10-09T09:00:00+08:00', endsAt: '2022-10-09T15:00:00+08:00' },
      'en-GB',
    );
    expect(text.date).toMatch(/Sunday,? 9 October 2022/);
    expect(text.start).toMatch(/^0?9:00$/);
    expect(text.end).toBe('15:00');
    expect(text.endDate).toBeNull();
    expect(text.zone).toBe('GMT+8');
  });

  it('names the end date when the window runs past midnight', () => {
    const text = describeWindow({ startsAt: '2030-01-10T22:00:00+05:30', endsAt: '2030-01-11T02:00:00+05:30' }, 'de');
    expect(text.zone).toBe('GMT+5:30');
    expect(text.date).toBe('Donnerstag, 10. Januar 2030');
    expect(text.endDate).toBe('Freitag, 11. Januar 2030');
  });

  it('tells a UTC window in the local time zone, named', () => {
    const text = describeWindow({ startsAt: '2022-10-09T01:00:00.000Z', endsAt: '2022-10-09T07:00:00.000Z' }, 'en-US');
    expect(text.zone).not.toBe('');
    expect(text.start).toMatch(/\d/);
  });
});
