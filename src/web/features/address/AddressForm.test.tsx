// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messagesDe from '../../../shared/messages/de.json' with { type: 'json' };
import messagesEn from '../../../shared/messages/en.json' with { type: 'json' };
import addressDe from '../../i18n/address/de.json' with { type: 'json' };
import addressEn from '../../i18n/address/en.json' with { type: 'json' };
import addressJp from '../../i18n/address/jp.json' with { type: 'json' };
import messagesJp from '../../../shared/messages/jp.json' with { type: 'json' };
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
    // The state is a select: it asks to choose (docs/rules/address.md#messages).
    for (const key of ['addressFirstName', 'addressLastName', 'addressLine', 'postalCode', 'stateSelect'] as const) {
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

  it('asks a UK address for its post town, and leaves the county optional (uk)', async () => {
    const onSave = vi.fn<(input: TAddressInput) => void>();
    const user = userEvent.setup();
    await renderApp(
      <AddressForm store="uk" data={yourAddress({ countryId: 826 })} address={null} saving={false} onSave={onSave} />,
      { store: 'uk' },
    );
    await screen.findByRole('form');
    const town = textbox(addressEn.cityKind.town);
    const county = textbox(
      addressEn.optional.replace('{{label}}', addressEn.stateKind.county).replace(/[()]/g, '\\$&'),
    );
    // The post town is marked required, the county is not.
    expect(document.getElementById('address-city-label')!.textContent).toContain('*');
    expect(document.getElementById('address-state-label')!.textContent).not.toContain('*');
    await user.click(screen.getByRole('button', { name: addressEn.saveAddress }));
    expect(await screen.findByText(messagesEn.city)).toBeTruthy();
    expect(screen.queryByText(messagesEn.state)).toBeNull();

    await user.type(textbox(addressEn.fields.firstName), 'Sam');
    await user.type(textbox(addressEn.fields.lastName), 'Jones');
    await user.type(textbox(addressEn.fields.mobile1), '07700 900123');
    await user.type(textbox(addressEn.fields.address1), '10 Downing Street');
    await user.type(town, 'London');
    await user.type(textbox(addressEn.fields.postalCode), 'SW1A 2AA');
    expect((county as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: addressEn.saveAddress }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ city: 'London', state: '', postalCode: 'SW1A 2AA' });
  });

  it('writes a Japanese address from the postal code: prefecture from the 47, city, then the street (jp)', async () => {
    const onSave = vi.fn<(input: TAddressInput) => void>();
    const user = userEvent.setup();
    await renderApp(
      <AddressForm store="jp" data={yourAddress({ countryId: 392 })} address={null} saving={false} onSave={onSave} />,
      { store: 'jp' },
    );
    const form = await screen.findByRole('form', { name: addressJp.newAddress });
    const order = [...form.querySelectorAll('input, select')].map((field) => field.id);
    expect(order).toEqual([
      'address-lastName',
      'address-firstName',
      'address-mobile1',
      'address-mobile2',
      'address-postalCode',
      'address-state',
      'address-city',
      'address-address1',
      'address-address2',
    ]);
    const prefecture = screen.getByRole('combobox', { name: new RegExp(`^${addressJp.stateKind.prefecture}`) });
    expect(document.getElementById('address-state-label')!.textContent).toContain('*');
    const options = [...(prefecture as HTMLSelectElement).options].map((option) => option.text);
    expect(options).toHaveLength(48);
    expect(options[0]).toBe(addressJp.selectPrefecture);
    expect(options.slice(1, 4)).toEqual(['北海道', '青森県', '岩手県']);
    expect(options).toContain('東京都');
    expect(options[47]).toBe('沖縄県');

    await user.click(screen.getByRole('button', { name: addressJp.saveAddress }));
    // The prefecture is chosen from a list: 選択, not 入力.
    expect(await screen.findByText('都道府県を選択してください。')).toBeTruthy();
    expect(screen.queryByText(messagesJp.state)).toBeNull();
    expect(screen.getByText(messagesJp.city)).toBeTruthy();

    await user.type(textbox(addressJp.fields.lastName), '山田');
    await user.type(textbox(addressJp.fields.firstName), '太郎');
    await user.type(textbox(addressJp.fields.mobile1), '090-1234-5678');
    await user.type(textbox(addressJp.fields.postalCode), '100-0005');
    await user.selectOptions(prefecture, '東京都');
    await user.type(textbox(addressJp.fields.city), '千代田区');
    await user.type(textbox(addressJp.fields.address1), '丸の内1-1-1');
    await user.click(screen.getByRole('button', { name: addressJp.saveAddress }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      lastName: '山田',
      postalCode: '100-0005',
      state: '東京都',
      city: '千代田区',
      address1: '丸の内1-1-1',
    });
  });
});
