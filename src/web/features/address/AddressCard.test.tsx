// @vitest-environment jsdom
import { Radio } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import addressEn from '../../i18n/address/en.json' with { type: 'json' };
import type { TAddress } from '../../../shared/schemas/index.js';
import { renderApp } from '../../test/render.js';
import { AddressCard } from './AddressCard.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const address = (id: number, address1: string, city: string, postalCode: string): TAddress => ({
  id,
  firstName: 'Alex',
  lastName: 'Morgan',
  mobile1: '',
  mobile2: '',
  address1,
  address2: '',
  city,
  state: 'CA',
  district: '',
  postalCode,
  vatNumber: '',
  countryId: 840,
  countryName: 'United States',
  countryCode: 'US',
});

describe('address card', () => {
  it('gives each saved address its own accessible name, with its street and town', async () => {
    const home = address(1, '1 Main Street', 'San Francisco', '94105');
    const office = address(2, '200 Market Street', 'Oakland', '94607');
    await renderApp(
      <Radio.Group value="1">
        <AddressCard address={home} selected onUpdate={() => {}} />
        <AddressCard address={office} selected={false} onUpdate={() => {}} />
      </Radio.Group>,
    );

    const names = (await screen.findAllByRole('radio')).map((radio) => radio.getAttribute('aria-label'));
    expect(names).toEqual([
      'Alex Morgan, 1 Main Street, San Francisco, CA 94105',
      'Alex Morgan, 200 Market Street, Oakland, CA 94607',
    ]);
    expect(screen.getByRole('radio', { name: /200 Market Street/ })).toBeTruthy();
    const update = addressEn.updateNamed.replace('{{name}}', 'Alex Morgan, 200 Market Street, Oakland, CA 94607');
    expect(screen.getByRole('button', { name: update })).toBeTruthy();
  });

  it('has an outlined Update button, so Submit stays the one primary action beside the cards', async () => {
    await renderApp(
      <Radio.Group value="1">
        <AddressCard address={address(1, '1 Main Street', 'San Francisco', '94105')} selected onUpdate={() => {}} />
      </Radio.Group>,
    );
    const update = await screen.findByRole('button', { name: new RegExp(`^${addressEn.update}`) });
    expect(update.dataset.variant).toBe('default');
  });

  it("chooses the address when the card's text is clicked, and not when its Update button is", async () => {
    const onChange = vi.fn<(value: string) => void>();
    const onUpdate = vi.fn();
    const user = userEvent.setup();
    await renderApp(
      <Radio.Group value={null} onChange={onChange}>
        <AddressCard
          address={address(7, '9 Harbour Road', 'Sausalito', '94965')}
          selected={false}
          onUpdate={onUpdate}
        />
      </Radio.Group>,
    );
    const card = await screen.findByTestId('address-card');
    // The card's text is the radio's label: the street, the town line and the name each choose it.
    const radio = screen.getByRole<HTMLInputElement>('radio', { name: /9 Harbour Road/ });
    expect(radio.labels![0]!.textContent).toContain('Sausalito, CA 94965');
    await user.click(screen.getByText('9 Harbour Road'));
    expect(onChange).toHaveBeenLastCalledWith('7');
    onChange.mockClear();
    await user.click(screen.getByText('Sausalito, CA 94965'));
    expect(onChange).toHaveBeenLastCalledWith('7');
    onChange.mockClear();
    await user.click(screen.getByRole('button', { name: /^Update/ }));
    expect(onUpdate).toHaveBeenCalledOnce();
    expect(onChange).not.toHaveBeenCalled();
    expect(card.contains(radio)).toBe(true);
  });

  it('writes a Japanese address from the postal code: 〒, prefecture and city, then the street', async () => {
    const tokyo: TAddress = {
      ...address(3, '丸の内1-1-1', '千代田区', '100-0005'),
      firstName: '太郎',
      lastName: '山田',
      state: '東京都',
      countryId: 392,
      countryName: 'Japan',
      countryCode: 'JP',
    };
    await renderApp(
      <Radio.Group value={null}>
        <AddressCard address={tokyo} selected={false} onUpdate={() => {}} />
      </Radio.Group>,
      { store: 'jp' },
    );
    const radio = await screen.findByRole<HTMLInputElement>('radio');
    expect(radio.getAttribute('aria-label')).toBe('山田 太郎, 〒100-0005, 東京都千代田区, 丸の内1-1-1');
    const label = radio.labels![0]!;
    const lines = [...label.querySelectorAll('span span span')].map((line) => line.textContent);
    expect(lines).toEqual(['〒100-0005', '東京都千代田区', '丸の内1-1-1', '日本']);
  });

  it('names the country in the customer’s language, not the data’s English (de)', async () => {
    const berlin: TAddress = {
      ...address(3, 'Unter den Linden 1', 'Berlin', '10117'),
      state: '',
      countryId: 276,
      countryName: 'Germany',
      countryCode: 'DE',
    };
    await renderApp(
      <Radio.Group value="3">
        <AddressCard address={berlin} selected onUpdate={() => {}} />
      </Radio.Group>,
      { store: 'de' },
    );
    expect(await screen.findByText('Deutschland')).toBeTruthy();
    expect(screen.queryByText('Germany')).toBeNull();
    // The town as Germany writes it: the postal code first.
    expect(screen.getByText('10117 Berlin')).toBeTruthy();
  });
});
