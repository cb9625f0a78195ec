// @vitest-environment jsdom
import { Radio } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
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
});
