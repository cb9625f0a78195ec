// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messagesDe from '../../../shared/messages/de.json' with { type: 'json' };
import messagesEn from '../../../shared/messages/en.json' with { type: 'json' };
import addressDe from '../../i18n/address/de.json' with { type: 'json' };
import addressEn from '../../i18n/address/en.json' with { type: 'json' };
import type { TAddressInput } from '../../../shared/schemas/index.js';
import { yourAddress } from '../../test/fixtures.js';
import { renderApp } from '../../test/render.js';
import { AddressForm } from './AddressForm.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}( [*])?$`) });

describe('address form', () => {
  it('tells what is missing, then saves the address with the phone normalised (us, English)', async () => {
    const onSave = vi.fn<(input: TAddressInput) => void>();
    const user = userEvent.setup();
    await renderApp(<AddressForm store="us" data={yourAddress()} address={null} saving={false} onSave={onSave} />);

    await user.click(await screen.findByRole('button', { name: addressEn.saveAddress }));
    for (const key of ['addressFirstName', 'addressLastName', 'addressLine', 'postalCode', 'state'] as const) {
      expect(await screen.findByText(messagesEn[key])).toBeTruthy();
    }
    expect(onSave).not.toHaveBeenCalled();

    await user.type(textbox(addressEn.fields.firstName), 'Alex');
    await user.type(textbox(addressEn.fields.lastName), 'Doe');
    await user.type(textbox(addressEn.fields.mobile1), 'abc');
    await user.type(textbox(addressEn.fields.address1), '1 Main Street');
    await user.type(textbox(addressEn.fields.postalCode), '94105');
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(addressEn.fields.state) }), 'CA');
    await user.click(screen.getByRole('button', { name: addressEn.saveAddress }));
    expect(await screen.findByText(messagesEn.phoneFormat)).toBeTruthy();

    await user.clear(textbox(addressEn.fields.mobile1));
    await user.type(textbox(addressEn.fields.mobile1), '+1 415/555 0100');
    await user.click(screen.getByRole('button', { name: addressEn.saveAddress }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      id: 0,
      firstName: 'Alex',
      mobile1: '+1 415-555 0100',
      state: 'CA',
      postalCode: '94105',
      countryId: 840,
    });
  });

  it('speaks German in the de store', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    await renderApp(
      <AddressForm store="de" data={yourAddress({ countryId: 276 })} address={null} saving={false} onSave={onSave} />,
      { store: 'de' },
    );
    await user.click(await screen.findByRole('button', { name: addressDe.saveAddress }));
    expect(await screen.findByText(messagesDe.addressFirstName)).toBeTruthy();
    expect(screen.getByText(messagesDe.postalCode)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
