// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStoreSettings } from '../../../../shared/staff/settings.js';
import { mockApi, renderStaff, reply, staffUser, type Call } from '../../test/render.js';
import { StoresPage } from './StoresPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = staffUser({ id: 1, role: 'admin', stores: ['uk', 'nordic'], totpEnabled: true });

function settings(store: 'uk' | 'nordic', overrides: Partial<TStoreSettings> = {}): TStoreSettings {
  return {
    store,
    refundThreshold: 0,
    autoApprove: false,
    teamEmail: '',
    fromEmail: '',
    returnCentre: { name: '', lines: [] },
    firstResponseDays: 2,
    resolutionDays: 10,
    updatedAt: null,
    ...overrides,
  };
}

const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT');

describe('StoresPage', () => {
  it('offers the admin’s stores, says when a store has its defaults, and saves the whole set', async () => {
    const calls = mockApi({
      'GET /api/staff/stores/uk/settings': settings('uk', {
        refundThreshold: 400,
        teamEmail: 'team@demo.example',
        returnCentre: { name: 'Returns Centre UK', lines: ['Unit 4', 'Manchester'] },
        updatedAt: '2026-11-20T10:00:00Z',
      }),
      'GET /api/staff/stores/nordic/settings': settings('nordic'),
      'PUT /api/staff/stores/nordic/settings': (call: Call) => ({
        ...(call.body as object),
        store: 'nordic',
        updatedAt: '2026-11-25T12:00:00Z',
      }),
    });
    await renderStaff(<StoresPage />, { pattern: '/admin/stores', path: '/admin/stores', staff: admin });
    const store = await screen.findByLabelText('Store', {}, { timeout: 5000 });
    expect([...(store as HTMLSelectElement).options].map((o) => o.value)).toEqual(['uk', 'nordic']);
    expect(await screen.findByText(/^Last saved /)).toBeTruthy();
    expect((screen.getByLabelText(/^Refund threshold \(GBP\)/) as HTMLInputElement).value).toBe('400');
    expect((screen.getByLabelText('Address line 2') as HTMLInputElement).value).toBe('Manchester');

    await userEvent.selectOptions(store, 'nordic');
    expect(await screen.findByText('Defaults')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/stores?store=nordic'));
    const form = screen.getByRole('form', { name: 'Settings of NORDIC · Nordic' });
    const threshold = within(form).getByLabelText(/^Refund threshold \(EUR\)/);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '750');
    await userEvent.click(within(form).getByRole('switch', { name: /Approve new requests automatically/ }));
    await userEvent.type(within(form).getByLabelText(/^Team e-mail/), 'nordic-team@demo.example');
    await userEvent.type(within(form).getByLabelText('Name'), 'Returns Centre Nordics');
    await userEvent.click(within(form).getByRole('button', { name: 'Add an address line' }));
    await userEvent.type(within(form).getByLabelText('Address line 1'), 'Box 12, Stockholm');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Saved.')).toBeTruthy();
    expect(screen.getByText(/^Last saved /)).toBeTruthy();
    expect(puts(calls)[0]!.body).toEqual({
      refundThreshold: 750,
      autoApprove: true,
      teamEmail: 'nordic-team@demo.example',
      fromEmail: '',
      returnCentre: { name: 'Returns Centre Nordics', lines: ['Box 12, Stockholm'] },
      firstResponseDays: 2,
      resolutionDays: 10,
    });
  }, 60_000);

  it('refuses what the shared schema refuses before sending, and places the server’s refusal beside its field', async () => {
    const calls = mockApi({
      'GET /api/staff/stores/uk/settings': settings('uk'),
      'PUT /api/staff/stores/uk/settings': reply(400, {
        status: 'invalid',
        code: 'invalidRequest',
        message: 'Invalid',
        fields: { 'returnCentre.lines.0': 'Too big' },
      }),
    });
    await renderStaff(<StoresPage />, { pattern: '/admin/stores', path: '/admin/stores', staff: admin });
    const form = await screen.findByRole('form', { name: 'Settings of UK · United Kingdom' }, { timeout: 5000 });
    await userEvent.type(within(form).getByLabelText(/^Sender e-mail/), 'not-an-address');
    const days = within(form).getByLabelText(/^Resolution \(business days\)/);
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(within(form).getByText('Enter a number within the allowed range.')).toBeTruthy();
    expect(puts(calls)).toEqual([]);

    await userEvent.clear(within(form).getByLabelText(/^Sender e-mail/));
    await userEvent.clear(days);
    await userEvent.type(days, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Add an address line' }));
    await userEvent.type(within(form).getByLabelText('Address line 1'), 'Unit 4');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('The server did not accept this value.')).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
  }, 60_000);
});
