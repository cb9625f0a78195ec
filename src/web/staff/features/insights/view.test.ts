import { describe, expect, it } from 'vitest';
import {
  addDays,
  insightsViewFromParams,
  lastDays,
  paramsOfInsightsView,
  quickPeriodOf,
  storesOf,
  utcToday,
} from './view.js';

const TODAY = '2026-11-25';
const view = (search: string, stores = storesOf('*')) =>
  insightsViewFromParams(new URLSearchParams(search), stores, TODAY);

describe('the insights view of the URL', () => {
  it('reads the store and the period', () => {
    expect(view('store=us&from=2026-09-01&to=2026-11-25')).toEqual({
      store: 'us',
      from: '2026-09-01',
      to: '2026-11-25',
    });
  });

  it.each([
    ['nothing', ''],
    ['an impossible date', 'from=2026-02-30&to=2026-03-01'],
    ['a date that is not ISO', 'from=01/09/2026&to=2026-11-25'],
    ['a reversed period', 'from=2026-11-25&to=2026-11-01'],
    ['half a period', 'from=2026-11-01'],
  ])('takes the last 30 days for %s', (_name, search) => {
    expect(view(search)).toEqual({ store: undefined, from: '2026-10-27', to: TODAY });
  });

  it('ignores a store that is not one of the user’s', () => {
    expect(view('store=jp&from=2026-11-01&to=2026-11-02', ['us', 'uk']).store).toBeUndefined();
    expect(view('store=nowhere&from=2026-11-01&to=2026-11-02').store).toBeUndefined();
    expect(view('store=uk&from=2026-11-01&to=2026-11-02', ['us', 'uk']).store).toBe('uk');
  });

  it('writes the store only when one is chosen, and always the period', () => {
    expect(paramsOfInsightsView({ from: '2026-11-01', to: '2026-11-02' }).toString()).toBe(
      'from=2026-11-01&to=2026-11-02',
    );
    expect(paramsOfInsightsView({ store: 'de', from: '2026-11-01', to: '2026-11-02' }).toString()).toBe(
      'store=de&from=2026-11-01&to=2026-11-02',
    );
  });
});

describe('periods', () => {
  it('counts today in the last n days, across months and years', () => {
    expect(lastDays(7, TODAY)).toEqual({ from: '2026-11-19', to: TODAY });
    expect(lastDays(90, TODAY)).toEqual({ from: '2026-08-28', to: TODAY });
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('names the quick choice a period is, and none for another period', () => {
    expect(quickPeriodOf({ from: '2026-11-19', to: TODAY }, TODAY)).toBe(7);
    expect(quickPeriodOf({ from: '2026-10-27', to: TODAY }, TODAY)).toBe(30);
    expect(quickPeriodOf({ from: '2026-08-28', to: TODAY }, TODAY)).toBe(90);
    expect(quickPeriodOf({ from: '2026-11-19', to: '2026-11-24' }, TODAY)).toBeUndefined();
  });

  it('dates today in UTC, as the server counts', () => {
    expect(utcToday(new Date('2026-11-25T23:30:00-05:00'))).toBe('2026-11-26');
  });
});
