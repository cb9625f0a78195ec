// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStaffRma } from '../../../../shared/staff/rma.js';
import { rmaLine, staffRma } from '../../test/fixtures.js';
import { mockApi, renderStaff, reply, type Call } from '../../test/render.js';
import { RmaPage } from './RmaPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/api/staff/rmas/rma-1';
const ACTIONS = `${PATH}/actions`;

async function openRma(routes: Record<string, unknown>) {
  const calls = mockApi(routes);
  await renderStaff(<RmaPage />, { path: '/rmas/rma-1', pattern: '/rmas/:id' });
  await screen.findByRole('heading', { name: 'RMA00001' }, { timeout: 5000 });
  return calls;
}

const dialog = () => screen.findByRole('dialog');

/** What a fact of the header or the customer block says (its `dd`), or undefined when it is not there. */
const fact = (label: string) =>
  screen.queryAllByText(label).find((element) => element.tagName === 'DT')?.nextElementSibling?.textContent;

describe('RmaPage', () => {
  it('shows the RMA, its lines, the customer timeline and the event log with internal notes marked', async () => {
    const rma = staffRma();
    rma.events.push({
      id: 3,
      at: '2026-11-21T09:00:00Z',
      actor: 'Alex Agent',
      kind: 'status',
      visibility: 'customer',
      body: '',
      data: { from: 'SUBMITTED', to: 'APPROVED' },
    });
    await openRma({ [`GET ${PATH}`]: rma });
    expect(screen.getByText('Ann Example')).toBeTruthy();
    expect(screen.getByText('2 lines')).toBeTruthy();
    expect(fact('Refund')).toBe('$120.00');
    expect(screen.getAllByText('Aurora Headphones', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText('Serial found')).toBeTruthy();
    expect(screen.getAllByText('159 days left')).toHaveLength(2);
    const timeline = screen.getByRole('list', { name: 'What the customer sees' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('RMA Request Received'),
      expect.stringContaining('RMA Approved'),
      expect.stringContaining('Product Received'),
      expect.stringContaining('Processing Refund'),
      expect.stringContaining('Refund Completed'),
    ]);
    expect(screen.getByText('Submitted → Approved')).toBeTruthy();
    const note = screen.getByText('Called the customer.').closest('li')!;
    expect(within(note).getByText('Internal')).toBeTruthy();
  });

  it('names the reason, the line’s decision and the reply language instead of their codes', async () => {
    const rma = staffRma({ languageReply: 'de' });
    rma.lines = [rmaLine({ id: 1, reason: 'CHANGE_OF_MIND', decision: 'approved' })];
    await openRma({ [`GET ${PATH}`]: rma });
    expect(fact('Reply language')).toBe('Deutsch (de)');
    expect(screen.getAllByText('Change of mind').length).toBeGreaterThan(0);
    expect(screen.queryByText('CHANGE_OF_MIND')).toBeNull();
    expect(screen.getAllByText('Approved', { exact: true }).length).toBeGreaterThan(0);
  });

  it('offers only the actions the server lists', async () => {
    await openRma({ [`GET ${PATH}`]: staffRma({ actions: ['receive', 'note'] }) });
    const panel = screen.getByRole('region', { name: 'Actions' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Receive', 'Add internal note']);
  });

  it('says so when there is nothing to do', async () => {
    await openRma({ [`GET ${PATH}`]: staffRma({ actions: [] }) });
    expect(screen.getByText('There is nothing you can do to this RMA now.')).toBeTruthy();
  });

  it('approves some lines with a message, on the version shown, and shows the answer', async () => {
    const calls = await openRma({
      [`GET ${PATH}`]: staffRma(),
      [`POST ${ACTIONS}`]: staffRma({ status: 'APPROVED', version: 5, actions: ['receive'] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const form = await dialog();
    await userEvent.click(within(form).getByRole('checkbox', { name: /USB-C Cable/ }));
    await userEvent.type(within(form).getByLabelText(/Message to the customer/), 'Please send it back.');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ action: 'approve', lines: [11], message: 'Please send it back.', version: 4 });
    expect(post.headers['x-csrf-token']).toBe('csrf-test');
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Receive' })).toBeTruthy();
  });

  it('sends the whole RMA when every line is approved', async () => {
    const calls = await openRma({ [`GET ${PATH}`]: staffRma(), [`POST ${ACTIONS}`]: staffRma({ version: 5 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ action: 'approve', version: 4 });
  });

  it('needs a reason to reject, and a line', async () => {
    const calls = await openRma({ [`GET ${PATH}`]: staffRma() });
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const form = await dialog();
    for (const box of within(form).getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText('Choose at least one line.')).toBeTruthy();
    expect(within(form).getByText('This is required.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('on a conflict says who changed it and when, sends nothing more, and reloads on request', async () => {
    let version = 4;
    const calls = await openRma({
      [`GET ${PATH}`]: () => staffRma({ version, events: [] }),
      [`POST ${ACTIONS}`]: () =>
        reply(409, {
          status: 'fail',
          code: 'conflict',
          message: 'Changed',
          changedBy: 'Sam Supervisor',
          changedAt: '2026-11-21T09:30:00Z',
          version: 5,
        }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add internal note' }));
    const form = await dialog();
    await userEvent.type(within(form).getByLabelText(/Internal note/), 'Checked the photos.');
    await userEvent.click(within(form).getByRole('button', { name: 'Add internal note' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Changed by Sam Supervisor at');
    expect((within(form).getByRole('button', { name: 'Add internal note' }) as HTMLButtonElement).disabled).toBe(true);
    version = 5;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload the RMA' }));
    await waitFor(() =>
      expect(calls.filter((call: Call) => call.method === 'GET' && call.path === PATH)).toHaveLength(2),
    );
    expect((within(form).getByLabelText(/Internal note/) as HTMLTextAreaElement).value).toBe('Checked the photos.');
    await waitFor(() =>
      expect((within(form).getByRole('button', { name: 'Add internal note' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('enters the refund amounts as numbers', async () => {
    const rma: TStaffRma = staffRma({ status: 'INSPECTED', actions: ['refund'] });
    const calls = await openRma({ [`GET ${PATH}`]: rma, [`POST ${ACTIONS}`]: staffRma({ version: 5 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Enter refund' }));
    const form = await dialog();
    const total = within(form).getByLabelText('Refund (USD)');
    expect((total as HTMLInputElement).value).toBe('120');
    await userEvent.clear(total);
    await userEvent.type(total, '110.5');
    await userEvent.clear(within(form).getByLabelText('Shipping charge (USD)'));
    await userEvent.type(within(form).getByLabelText('Shipping charge (USD)'), '9.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Enter refund' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      action: 'refund',
      refundTotal: 110.5,
      shippingCharge: 9.5,
      storeCredit: 0,
      tax: 0,
      amountReady: true,
      version: 4,
    });
  });

  it('receives every line with its condition', async () => {
    const calls = await openRma({
      [`GET ${PATH}`]: staffRma({ status: 'APPROVED', actions: ['receive'] }),
      [`POST ${ACTIONS}`]: staffRma({ version: 5 }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
    const form = await dialog();
    await userEvent.selectOptions(within(form).getByLabelText(/USB-C Cable/), 'damaged');
    await userEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      action: 'receive',
      lines: [
        { lineId: 11, receipt: 'as-new' },
        { lineId: 12, receipt: 'damaged' },
      ],
      version: 4,
    });
  });

  it('ships with the carrier, tracking number and the serials given', async () => {
    const calls = await openRma({
      [`GET ${PATH}`]: staffRma({ kind: 'replacement', type: 2, status: 'PREPARING_SHIPMENT', actions: ['ship'] }),
      [`POST ${ACTIONS}`]: staffRma({ version: 5 }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
    const form = await dialog();
    await userEvent.click(within(form).getByRole('button', { name: 'Ship' }));
    expect(await within(form).findAllByText('This is required.')).toHaveLength(2);
    await userEvent.type(within(form).getByLabelText(/Carrier/), 'DHL');
    await userEvent.type(within(form).getByLabelText(/Tracking number/), 'JD014600');
    await userEvent.type(within(form).getByLabelText(/Replacement serial for 1\./), 'SN-NEW-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      action: 'ship',
      carrier: 'DHL',
      trackingNo: 'JD014600',
      serials: [{ lineId: 11, serial: 'SN-NEW-1' }],
      version: 4,
    });
  });

  it('ships a repaired unit back without a replacement serial: it keeps its own', async () => {
    const rma = staffRma({ kind: 'jp-repair', type: 2, store: 'jp', status: 'PREPARING_SHIPMENT', actions: ['ship'] });
    const calls = await openRma({
      [`GET ${PATH}`]: { ...rma, resolution: 'repair' },
      [`POST ${ACTIONS}`]: staffRma({ version: 5 }),
    });
    expect(fact('Outcome')).toBe('Repaired');
    // A repair refunds nothing: no refund amount in the header.
    expect(fact('Refund')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
    const form = await dialog();
    expect(within(form).queryByLabelText(/Replacement serial/)).toBeNull();
    await userEvent.type(within(form).getByLabelText(/Carrier/), 'Yamato');
    await userEvent.type(within(form).getByLabelText(/Tracking number/), '4470-0001');
    await userEvent.click(within(form).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      action: 'ship',
      carrier: 'Yamato',
      trackingNo: '4470-0001',
      serials: [],
      version: 4,
    });
  });

  it('asks for the new serial of every line in play when a repair was resolved by a replacement', async () => {
    const rma = staffRma({ kind: 'jp-repair', type: 2, store: 'jp', status: 'PREPARING_SHIPMENT', actions: ['ship'] });
    rma.lines[1]!.status = 'NOT_RECEIVED';
    const calls = await openRma({
      [`GET ${PATH}`]: { ...rma, resolution: 'replace' },
      [`POST ${ACTIONS}`]: staffRma({ version: 5 }),
    });
    expect(fact('Outcome')).toBe('Replaced');
    await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
    const form = await dialog();
    // The line that never arrived takes no serial; the other must have one.
    expect(within(form).getAllByLabelText(/Replacement serial/)).toHaveLength(1);
    await userEvent.type(within(form).getByLabelText(/Carrier/), 'Yamato');
    await userEvent.type(within(form).getByLabelText(/Tracking number/), '4470-0002');
    await userEvent.click(within(form).getByRole('button', { name: 'Ship' }));
    expect(await within(form).findAllByText('This is required.')).toHaveLength(1);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(within(form).getByLabelText(/Replacement serial for 1\./), 'SN-NEW-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      serials: [{ lineId: 11, serial: 'SN-NEW-1' }],
    });
  });

  it('says an RMA that is not there (or not in the user stores) is not found', async () => {
    mockApi({ [`GET ${PATH}`]: reply(404, { code: 'not-found', message: 'Not found' }) });
    await renderStaff(<RmaPage />, { path: '/rmas/rma-1', pattern: '/rmas/:id' });
    expect(
      await screen.findByText('This RMA does not exist, or it is not in your stores.', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
