// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messagesEn from '../../../shared/messages/en.json' with { type: 'json' };
import addressEn from '../../i18n/address/en.json' with { type: 'json' };
import type { TAddress } from '../../../shared/schemas/index.js';
import { wizard, yourAddress } from '../../test/fixtures.js';
import { mockApi, renderApp } from '../../test/render.js';
import { AddressPage } from './AddressPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const saved: TAddress = {
  id: 41,
  firstName: 'Alex',
  lastName: 'Doe',
  mobile1: '+1 415 555 0100',
  mobile2: '',
  address1: '1 Main Street',
  address2: '',
  city: '',
  state: 'CA',
  district: '',
  postalCode: '94105',
  vatNumber: '',
  countryId: 840,
  countryName: 'United States',
  countryCode: 'US',
};

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}( [*])?$`) });

describe('address page', () => {
  it('saves a first address and submits the request with one Submit (a new customer)', async () => {
    const calls = mockApi({
      'GET /api/your-address': yourAddress(),
      'POST /api/your-address/update': { status: 'success', items: [saved], id: 41 },
      'POST /api/your-address/submit': { status: 'success', rmaNo: 'RMA10000100', rmaId: 'rma-100', wizard: wizard(1) },
    });
    const user = userEvent.setup();
    const { location } = await renderApp(<AddressPage />, { routes: ['/confirmation'] });

    // No saved address: the form, with the page's Submit and no separate save.
    await screen.findByRole('form', { name: addressEn.newAddress });
    expect(screen.queryByRole('button', { name: addressEn.saveAddress })).toBeNull();
    const submit = screen.getByRole('button', { name: addressEn.submit });

    // An incomplete form sends nothing.
    await user.click(submit);
    expect(await screen.findByText(messagesEn.addressFirstName)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(textbox(addressEn.fields.firstName), 'Alex');
    await user.type(textbox(addressEn.fields.lastName), 'Doe');
    await user.type(textbox(addressEn.fields.mobile1), '+1 415 555 0100');
    await user.type(textbox(addressEn.fields.address1), '1 Main Street');
    await user.type(textbox(addressEn.fields.postalCode), '94105');
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(addressEn.fields.state) }), 'CA');
    await user.click(submit);

    await waitFor(() => expect(location().pathname).toBe('/confirmation'));
    expect(location().search).toContain('rmaNo=RMA10000100');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/api/your-address/update', '/api/your-address/submit']);
    expect(posts[0]!.body).toMatchObject({ store: 'us', address: { id: 0, firstName: 'Alex', state: 'CA' } });
    expect(posts[1]!.body).toMatchObject({ store: 'us', address: { id: 41 } });
    expect((posts[1]!.body as { requestKey: string }).requestKey).toMatch(/.{8,}/);
  });

  it('keeps the saved address chosen when the submit is refused, and shows what the server answered', async () => {
    const calls = mockApi({
      'GET /api/your-address': yourAddress(),
      'POST /api/your-address/update': { status: 'success', items: [saved], id: 41 },
      'POST /api/your-address/submit': { status: 'fail', message: 'No request is waiting.' },
    });
    const user = userEvent.setup();
    await renderApp(<AddressPage />);
    await screen.findByRole('form', { name: addressEn.newAddress });
    await user.type(textbox(addressEn.fields.firstName), 'Alex');
    await user.type(textbox(addressEn.fields.lastName), 'Doe');
    await user.type(textbox(addressEn.fields.mobile1), '+1 415 555 0100');
    await user.type(textbox(addressEn.fields.address1), '1 Main Street');
    await user.type(textbox(addressEn.fields.postalCode), '94105');
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(addressEn.fields.state) }), 'CA');
    await user.click(screen.getByRole('button', { name: addressEn.submit }));

    expect(await screen.findByText(/No request is waiting/)).toBeTruthy();
    // The new address is now a chosen card; Submit tries again with it.
    expect((screen.getByRole('radio', { name: /1 Main Street/ }) as HTMLInputElement).checked).toBe(true);
    expect(calls.filter((call) => call.path === '/api/your-address/update')).toHaveLength(1);
  });
});
