// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TInsights } from '../../../../shared/staff/insights.js';
import { mockApi, renderStaff, reply, staffUser, type Call } from '../../test/render.js';
import { InsightsPage } from './InsightsPage.js';
import { lastDays, utcToday } from './view.js';

// jsdom lays nothing out, so recharts warns that each chart has no size; the tables are what these tests read.
beforeEach(() => {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PERIOD = 'from=2026-09-01&to=2026-11-25';
const buckets = (a: number, b: number, c: number, d: number) => ({ '0-2': a, '3-7': b, '8-14': c, '15+': d });

const FULL: TInsights = {
  store: 'us',
  from: '2026-09-01',
  to: '2026-11-25',
  reasons: [
    { sku: 'AUR-G6', product: 'Aurora G6', reason: 'DEFECTIVE', faultCode: 'AUD01', count: 1234 },
    { sku: 'PEB-2', product: 'Pebble 2.0', reason: 'DEFECTIVE', faultCode: 'PWR02', count: 7 },
    { sku: 'AUR-G6', product: 'Aurora G6', reason: 'CHANGE_OF_MIND', faultCode: '', count: 3 },
  ],
  returnRate: [
    { sku: 'AUR-G6', product: 'Aurora G6', returned: 1237, sold: 9896, rate: 0.125 },
    { sku: 'PEB-2', product: 'Pebble 2.0', returned: 7, sold: 0, rate: null },
  ],
  resolution: [
    { kind: 'all', resolved: 12, medianDays: 4.25, p90Days: 11.5 },
    { kind: 'refund', resolved: 12, medianDays: 4.25, p90Days: 11.5 },
    { kind: 'replacement', resolved: 0, medianDays: null, p90Days: null },
    { kind: 'jp-repair', resolved: 0, medianDays: null, p90Days: null },
  ],
  backlog: [
    { status: 'APPROVED', buckets: buckets(1, 0, 2, 0), total: 3 },
    { status: 'SUBMITTED', buckets: buckets(4, 1, 0, 5), total: 10 },
  ],
};

const EMPTY: TInsights = {
  ...FULL,
  reasons: [],
  returnRate: [],
  resolution: FULL.resolution.map((row) => ({ ...row, resolved: 0, medianDays: null, p90Days: null })),
  backlog: [],
};

const calls = (all: Call[]) => all.filter((call) => call.path === '/api/staff/insights');
const queryOf = (call: Call) => Object.fromEntries(new URLSearchParams(call.search));
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function open(path: string, answer: TInsights | ReturnType<typeof reply> = FULL, options = {}) {
  const api = mockApi({ 'GET /api/staff/insights': answer });
  const view = await renderStaff(<InsightsPage />, { pattern: '/insights', path, ...options });
  return { api, ...view };
}

describe('InsightsPage', () => {
  it('shows each table with its figures formatted, “no sales” for a SKU not sold, and the period', async () => {
    await open(`/insights?store=us&${PERIOD}`);
    await screen.findByRole('table', { name: 'Returns by product, reason and fault code' }, { timeout: 5000 });
    expect(rowsOf('Returns by product, reason and fault code')).toEqual([
      ['Aurora G6 AUR-G6', 'Defective', 'AUD01', '1,234'],
      ['Pebble 2.0 PEB-2', 'Defective', 'PWR02', '7'],
      ['Aurora G6 AUR-G6', 'Change of mind', '—', '3'],
    ]);
    expect(rowsOf('Return rate per SKU')).toEqual([
      ['Aurora G6 AUR-G6', '1,237', '9,896', '12.5%'],
      ['Pebble 2.0 PEB-2', '7', '0', 'no sales'],
    ]);
    expect(rowsOf('Time to resolution per type')).toEqual([
      ['All types', '12', '4.3', '11.5'],
      ['Refund', '12', '4.3', '11.5'],
      ['Replacement', '0', '—', '—'],
      ['Repair (Japan)', '0', '—', '—'],
    ]);
    expect(rowsOf('Open RMAs by status and age')).toEqual([
      ['Approved', '1', '0', '2', '0', '3'],
      ['Submitted', '4', '1', '0', '5', '10'],
    ]);
    expect(screen.getByText('US, Sep 1, 2026 to Nov 25, 2026')).toBeTruthy();
  });

  it('formats the figures for the chosen language', async () => {
    await open(`/insights?store=us&${PERIOD}`, FULL, { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Retourenquote je SKU' }, { timeout: 5000 });
    expect(within(table).getByText('12,5 %')).toBeTruthy();
    expect(within(table).getByText('kein Verkauf')).toBeTruthy();
    expect(within(table).getByText('9.896')).toBeTruthy();
    expect(screen.getByText('US, 01.09.2026 bis 25.11.2026')).toBeTruthy();
  });

  it('sorts the reasons by any column, the count first from the largest', async () => {
    await open(`/insights?${PERIOD}`);
    const name = 'Returns by product, reason and fault code';
    const table = await screen.findByRole('table', { name }, { timeout: 5000 });
    const lines = within(table).getByRole('columnheader', { name: /Lines/ });
    expect(lines.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(lines).getByRole('button'));
    expect(lines.getAttribute('aria-sort')).toBe('ascending');
    expect(rowsOf(name).map((row) => row[3])).toEqual(['3', '7', '1,234']);
    const fault = within(table).getByRole('columnheader', { name: /Fault code/ });
    await userEvent.click(within(fault).getByRole('button'));
    expect(fault.getAttribute('aria-sort')).toBe('ascending');
    expect(lines.getAttribute('aria-sort')).toBe('none');
    expect(rowsOf(name).map((row) => row[2])).toEqual(['—', 'AUD01', 'PWR02']);
  });

  it('asks for the store and period of the URL, and writes the quick choices and the store into it', async () => {
    const { api } = await open(`/insights?store=us&${PERIOD}`);
    await screen.findByRole('table', { name: 'Return rate per SKU' }, { timeout: 5000 });
    expect(queryOf(calls(api).at(-1)!)).toEqual({ store: 'us', from: '2026-09-01', to: '2026-11-25' });
    expect(screen.getByRole('button', { name: 'From' }).textContent).toContain('Sep 1, 2026');

    const week = lastDays(7, utcToday());
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/insights?store=us&from=${week.from}&to=${week.to}`),
    );
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Last 90 days' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(queryOf(calls(api).at(-1)!)).toEqual({ store: 'us', ...week }));

    await userEvent.selectOptions(screen.getByLabelText('Store'), '');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/insights?from=${week.from}&to=${week.to}`),
    );
    await waitFor(() => expect(queryOf(calls(api).at(-1)!)).toEqual(week));
  });

  it('opens on the last 30 days, and offers only the user’s stores', async () => {
    const { api } = await open('/insights', FULL, { staff: staffUser({ stores: ['us', 'uk'] }) });
    await screen.findByRole('table', { name: 'Return rate per SKU' }, { timeout: 5000 });
    expect(queryOf(calls(api).at(-1)!)).toEqual(lastDays(30, utcToday()));
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    const options = within(screen.getByLabelText('Store')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All my stores', 'US', 'UK']);
  });

  it('links each table’s CSV with the same filters', async () => {
    await open(`/insights?store=us&${PERIOD}`);
    await screen.findByRole('table', { name: 'Return rate per SKU' }, { timeout: 5000 });
    const links = screen.getAllByRole('link', { name: 'Download CSV' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['reasons', 'return-rate', 'resolution', 'backlog'].map(
        (table) => `/api/staff/insights.csv?table=${table}&store=us&from=2026-09-01&to=2026-11-25`,
      ),
    );
    for (const link of links) expect(link.hasAttribute('download')).toBe(true);
    const section = screen.getByRole('region', { name: 'Backlog' });
    expect(within(section).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain('table=backlog');
  });

  it('says so when a period has nothing, instead of drawing empty charts', async () => {
    await open(`/insights?${PERIOD}`, EMPTY);
    expect(await screen.findByText('No RMA was requested in this period.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Nothing was returned or sold in this period.')).toBeTruthy();
    expect(screen.getByText('No RMA was resolved in this period.')).toBeTruthy();
    expect(screen.getByText('No RMA is open.')).toBeTruthy();
    expect(screen.queryAllByRole('table')).toEqual([]);
    expect(document.querySelectorAll('figure')).toHaveLength(0);
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    const { api } = await open(`/insights?${PERIOD}`, reply(500, { status: 'error', code: 'internal', message: 'x' }));
    expect(await screen.findByText('The figures could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    const before = calls(api).length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls(api).length).toBe(before + 1));
  });
});
