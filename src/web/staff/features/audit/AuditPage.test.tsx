// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAuditEntry } from '../../../../shared/staff/audit.js';
import { mockApi, renderStaff, reply, staffUser, type Call } from '../../test/render.js';
import { AuditPage } from './AuditPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function entry(id: number, overrides: Partial<TAuditEntry> = {}): TAuditEntry {
  return {
    id,
    at: '2026-11-20T10:00:00Z',
    staffId: 2,
    actor: 'sam@demo.example',
    action: 'staff.sign-in',
    entity: 'staff',
    entityId: '2',
    store: null,
    rmaNo: null,
    before: null,
    after: { totp: true },
    ip: '127.0.0.1',
    ...overrides,
  };
}

const supervisor = staffUser({ role: 'supervisor' });
const auditCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/staff/audit');

function auditApi() {
  return mockApi({
    'GET /api/staff/audit': (call: Call) => {
      const query = new URLSearchParams(call.search);
      if (query.get('from') === '2030-01-01') return reply(400, { status: 'invalid', code: 'x', message: 'Bad' });
      return query.get('cursor') === '5'
        ? { items: [entry(4, { actor: 'system', staffId: null, action: 'staff.create', ip: '' })], nextCursor: null }
        : {
            items: [
              entry(6),
              entry(5, {
                action: 'rma.approve',
                entity: 'rma',
                entityId: 'rma-1',
                rmaNo: 'RMA00001',
                store: 'us',
                before: { rma: { status: 'SUBMITTED' }, note: 'same' },
                after: { rma: { status: 'APPROVED' }, note: 'same' },
              }),
            ],
            nextCursor: '5',
          };
    },
  });
}

describe('AuditPage', () => {
  it('shows who, when, what and before → after, and loads more by keyset', async () => {
    const calls = auditApi();
    await renderStaff(<AuditPage />, { pattern: '/audit', path: '/audit', staff: supervisor });
    const table = await screen.findByRole('table', { name: 'Audit entries' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Signed in')).toBeTruthy();
    expect(within(rows[1]!).getByText('from 127.0.0.1')).toBeTruthy();
    expect(within(rows[1]!).getByText('true').tagName).toBe('INS');
    expect(within(rows[2]!).getByText('RMA: Approve')).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'RMA00001' }).getAttribute('href')).toBe('/rmas/rma-1');
    expect(within(rows[2]!).getByText('rma.status')).toBeTruthy();
    expect(within(rows[2]!).getByText('SUBMITTED').tagName).toBe('DEL');
    expect(within(rows[2]!).getByText('APPROVED').tagName).toBe('INS');
    expect(within(rows[2]!).queryByText('same')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('System')).toBeTruthy();
    expect(new URLSearchParams(auditCalls(calls).at(-1)!.search).get('cursor')).toBe('5');
  });

  it('applies the filters together into the URL and the query, and clears them', async () => {
    const calls = auditApi();
    await renderStaff(<AuditPage />, { pattern: '/audit', path: '/audit?action=rma.*', staff: supervisor });
    await screen.findByRole('table', { name: 'Audit entries' }, { timeout: 5000 });
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('rma.*');
    await userEvent.type(screen.getByLabelText('Who (e-mail)'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('RMA number'), 'RMA00001');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/audit?actor=ana%40example.com&rma=RMA00001&action=rma.*',
      ),
    );
    expect(Object.fromEntries(new URLSearchParams(auditCalls(calls).at(-1)!.search))).toMatchObject({
      actor: 'ana@example.com',
      rma: 'RMA00001',
      action: 'rma.*',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/audit'));
  });

  it('says when the server refuses the filters', async () => {
    auditApi();
    await renderStaff(<AuditPage />, { pattern: '/audit', path: '/audit?from=2030-01-01', staff: supervisor });
    expect(await screen.findByText(/These filters are not valid/, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('tells an agent that the log is for supervisors and admins, and asks nothing of the server', async () => {
    const calls = auditApi();
    await renderStaff(<AuditPage />, { pattern: '/audit', path: '/audit' });
    expect(await screen.findByText('Only supervisors and admins can read the audit log.')).toBeTruthy();
    expect(auditCalls(calls)).toEqual([]);
  });
});
