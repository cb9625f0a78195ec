// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueRow } from '../../test/fixtures.js';
import { mockApi, renderStaff, staffUser, type Call } from '../../test/render.js';
import { QueuePage } from './QueuePage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const counts = {
  counts: {
    'needs-review': 2,
    'awaiting-product': 5,
    inspecting: 0,
    'ready-to-refund': 1,
    'ready-to-ship': 0,
    late: 1,
    unassigned: 3,
    closed: 40,
  },
  capped: [],
};

function queueApi(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/staff/rmas/counts': counts,
    'GET /api/staff/rmas': (call: Call) =>
      new URLSearchParams(call.search).get('cursor') === 'c2'
        ? { items: [queueRow(3)], nextCursor: null }
        : { items: [queueRow(1, { late: true, priority: 1 }), queueRow(2, { lineCount: 3 })], nextCursor: 'c2' },
    ...extra,
  });
}

const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/staff/rmas');

describe('QueuePage', () => {
  it('groups a busy queue’s counts as the interface language writes them, a capped one with its plus', async () => {
    const busy = { ...counts.counts, 'needs-review': 93_340, closed: 10_000 };
    for (const [language, needsReview, closed] of [
      ['en', '93,340', '10,000+'],
      ['de', '93.340', '10.000+'],
    ] as const) {
      queueApi({ 'GET /api/staff/rmas/counts': { counts: busy, capped: ['closed'] } });
      await renderStaff(<QueuePage />, { language });
      const tabs = await screen.findAllByRole('tab', {}, { timeout: 5000 });
      await waitFor(() => expect(tabs[0]!.textContent).toContain(needsReview));
      expect(tabs.at(-1)!.textContent).toContain(closed);
      cleanup();
    }
  });

  it('shows the tabs with their counts, the rows with late ones marked, and loads more by keyset', async () => {
    const calls = queueApi();
    await renderStaff(<QueuePage />);
    expect(await screen.findByRole('link', { name: 'RMA00001' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Awaiting product/ }).textContent).toContain('5');
    const lateRow = screen.getByRole('link', { name: 'RMA00001' }).closest('tr')!;
    expect(lateRow.getAttribute('data-late')).toBe('true');
    expect(within(lateRow).getByText('Late')).toBeTruthy();
    expect(within(lateRow).getByText('High priority')).toBeTruthy();
    expect(screen.getByText('+2 more')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'RMA00003' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(new URLSearchParams(listCalls(calls).at(-1)!.search).get('cursor')).toBe('c2');
  });

  it('puts the tab, search, sort and filters in the URL, the API query and the CSV link', async () => {
    const calls = queueApi();
    await renderStaff(<QueuePage />, { path: '/?store=us' });
    await screen.findByRole('link', { name: 'RMA00001' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('tab', { name: /Late/ }));
    await userEvent.type(screen.getByLabelText('Search'), 'SN0001{Enter}');
    await userEvent.click(screen.getByRole('button', { name: /Due/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/?tab=late&store=us&q=SN0001&sort=due'),
    );
    const query = new URLSearchParams(listCalls(calls).at(-1)!.search);
    expect(Object.fromEntries(query)).toMatchObject({
      tab: 'late',
      store: 'us',
      q: 'SN0001',
      sort: 'due',
      dir: 'desc',
    });
    const csv = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!;
    expect(csv).toMatch(/^\/api\/staff\/rmas\.csv\?/);
    expect(Object.fromEntries(new URLSearchParams(csv.split('?')[1]))).toMatchObject({
      store: 'us',
      q: 'SN0001',
      tab: 'late',
    });
    const countsQuery = new URLSearchParams(calls.filter((c) => c.path.endsWith('/counts')).at(-1)!.search);
    expect(countsQuery.get('tab')).toBeNull();
    expect(countsQuery.get('q')).toBe('SN0001');
  });

  it('applies the filters together', async () => {
    queueApi();
    await renderStaff(<QueuePage />);
    await screen.findByRole('link', { name: 'RMA00001' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'replacement');
    await userEvent.selectOptions(screen.getByLabelText('Assignee'), 'me');
    await userEvent.type(screen.getByLabelText('Product or SKU'), 'AUR');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/?kind=replacement&assignee=me&product=AUR'),
    );
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
  });

  it('approves the selected rows in bulk and lists each row result', async () => {
    const calls = queueApi({
      'POST /api/staff/rmas/bulk': {
        results: [
          { id: 'rma-1', ok: true },
          { id: 'rma-2', ok: false, code: 'conflict', message: 'Changed by Sam at 10:02' },
        ],
      },
    });
    await renderStaff(<QueuePage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select RMA00001' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select RMA00002' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const result = await screen.findByText('Done: 1, not done: 1');
    const alert = result.closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByText(/Changed by Sam at 10:02/)).toBeTruthy();
    const bulk = calls.find((call) => call.path === '/api/staff/rmas/bulk')!;
    expect(bulk.body).toEqual({
      action: 'approve',
      items: [
        { id: 'rma-1', version: 1 },
        { id: 'rma-2', version: 1 },
      ],
    });
    expect(bulk.headers['x-csrf-token']).toBe('csrf-test');
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
  });

  it('offers no selection to a viewer', async () => {
    queueApi();
    await renderStaff(<QueuePage />, { staff: staffUser({ role: 'viewer' }) });
    await screen.findByRole('link', { name: 'RMA00001' }, { timeout: 5000 });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('moves through the rows with j and k and selects with x', async () => {
    queueApi();
    await renderStaff(<QueuePage />);
    await screen.findByRole('link', { name: 'RMA00001' }, { timeout: 5000 });
    await userEvent.keyboard('j');
    expect(document.activeElement?.textContent).toBe('RMA00001');
    await userEvent.keyboard('j');
    expect(document.activeElement?.textContent).toBe('RMA00002');
    await userEvent.keyboard('x');
    expect((screen.getByRole('checkbox', { name: 'Select RMA00002' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.keyboard('k');
    expect(document.activeElement?.textContent).toBe('RMA00001');
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(screen.getByLabelText('Search'));
  });
});
