// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import productsEn from '../../../i18n/products/en.json' with { type: 'json' };
import type { TProductLine } from '../../../../shared/schemas/products.js';
import { details, line, products, wizard } from '../../../test/fixtures.js';
import { mockApi, renderApp } from '../../../test/render.js';
import { ProductCard } from './ProductRow.js';
import { ProductTable } from './ProductTable.js';
import type { RowHandlers } from './types.js';
import { YourProductsStep } from './YourProductsStep.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const handlers: RowHandlers = { toggle: async () => {}, remove: async () => {} };
const selectName = (name: string) => productsEn.selectProduct.replace('{{name}}', name);

/** The picture box of the row that names the product. */
function pictureOf(container: HTMLElement, name: string) {
  const row = screen.getAllByText(name)[0]!.closest('tr, li') as HTMLElement;
  expect(container.contains(row)).toBe(true);
  return row.querySelector<HTMLElement>('[data-product-image]')!;
}

describe('product images in the product rows', () => {
  const pictured = line('Nova Pulse H6 Gaming Headset', { image: '/rma/demo-images/headset.svg' });
  const bare = line('Nova Live Cam 4K Webcam', { image: '' });

  it('shows the picture beside the name, sized, lazy and with an empty alt; a placeholder where there is none', async () => {
    mockApi({});
    const { container } = await renderApp(
      <ProductTable lines={[pictured, bare]} mode="estore" handlers={handlers} caption="Your products" />,
    );
    const box = pictureOf(container, pictured.name);
    expect(box.dataset.productImage).toBe('picture');
    const img = box.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/rma/demo-images/headset.svg');
    // The name is written beside it: the picture adds nothing to read.
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('40');
    expect(img.getAttribute('height')).toBe('40');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');

    const placeholder = pictureOf(container, bare.name);
    expect(placeholder.dataset.productImage).toBe('placeholder');
    expect(placeholder.querySelector('img')).toBeNull();
    expect(placeholder.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // Same box either way, so rows line up and nothing moves when a picture arrives.
    expect(placeholder.style.width).toBe(box.style.width);
    expect(placeholder.style.height).toBe(box.style.height);
  });

  it('falls back to the placeholder when the picture fails to load', async () => {
    mockApi({});
    const broken = line('Nova Pebble Pro Bluetooth Speakers', { image: 'https://images.example.com/missing.png' });
    const { container } = await renderApp(
      <ProductTable lines={[broken]} mode="estore" handlers={handlers} caption="Your products" />,
    );
    const img = pictureOf(container, broken.name).querySelector('img')!;
    fireEvent.error(img);
    await waitFor(() => expect(pictureOf(container, broken.name).dataset.productImage).toBe('placeholder'));
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the picture on the phone card too', async () => {
    mockApi({});
    const { container } = await renderApp(
      <ul>
        <ProductCard line={pictured} mode="estore" showEligibility handlers={handlers} />
      </ul>,
    );
    expect(pictureOf(container, pictured.name).querySelector('img')?.getAttribute('alt')).toBe('');
  });
});

describe('a selected row while its select call runs', () => {
  it('says it is saving and takes no second click until the answer comes', async () => {
    const lines: TProductLine[] = [line('Nova Pulse H6 Gaming Headset')];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      'GET /api/your-details': details('us', { wizard: wizard(2) }),
      'GET /api/your-products': products(lines),
      'POST /api/your-products/select': () => ({ status: 'success', products: [{ ...lines[0]!, selected: true }] }),
    });
    const answer = globalThis.fetch;
    let selects = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/your-products/select')) {
        selects += 1;
        await gate;
      }
      return answer(input, init);
    });
    const user = userEvent.setup();
    await renderApp(<YourProductsStep routeEnquiry={undefined} />);

    const box = await screen.findByRole('checkbox', { name: selectName(lines[0]!.name) });
    const row = box.closest('tr')!;
    expect(within(row).queryByText(productsEn.saving)).toBeNull();

    await user.click(box);
    const status = await within(row).findByRole('status');
    expect(status.textContent).toBe(productsEn.saving);
    expect(box.getAttribute('aria-disabled')).toBe('true');
    // A second click while saving sends nothing more.
    await user.click(box);
    expect(selects).toBe(1);

    release();
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(within(row).getByRole('status').textContent).toBe('');
    expect(box.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(box);
  });
});

describe('the warranty column of the table', () => {
  /** The cell under the Warranty header, in the row that names the product. */
  function warrantyCell(name: string) {
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    const column = headers.indexOf(productsEn.warranty);
    expect(column).toBeGreaterThan(0);
    const row = screen.getAllByText(name)[0]!.closest('tr')!;
    return within(row).getAllByRole('cell')[column]!;
  }

  it('holds the status, the days left and the expiry in one column; an expired warranty shows no days', async () => {
    mockApi({});
    const inWarranty = line('Nova Pulse H6 Gaming Headset', {
      warrantyStatus: 'within',
      warrantyDaysRemain: 305,
      warrantyExpiryDate: '2027-09-27',
    });
    const one = line('Nova Pebble 2.0 USB Desktop Speakers', { warrantyDaysRemain: 1 });
    const expired = line('Nova Pebble Pro Bluetooth Speakers', {
      warrantyStatus: 'expired',
      warrantyDaysRemain: 0,
      warrantyExpiryDate: '2026-10-26',
    });
    await renderApp(
      <ProductTable lines={[inWarranty, one, expired]} mode="estore" handlers={handlers} caption="Your products" />,
    );
    // One Warranty column instead of the days and the expiry side by side.
    expect(screen.queryByRole('columnheader', { name: productsEn.warrantyDays })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: productsEn.warrantyExpiry })).toBeNull();
    expect(warrantyCell(inWarranty.name).textContent).toBe('Within Warranty305 days leftuntil 27 Sep 2027');
    expect(warrantyCell(one.name).textContent).toContain('1 day left');
    expect(warrantyCell(expired.name).textContent).toBe('Expireduntil 26 Oct 2026');
  });

  it('says a product bought elsewhere shows its warranty once its purchase date is entered', async () => {
    mockApi({});
    const retail = line('Nova Pulse H6 Gaming Headset', {
      orderNumber: '',
      serialNumberLocked: false,
      purchaseDate: '',
      warrantyStatus: '',
      warrantyDaysRemain: 0,
      warrantyExpiryDate: '',
    });
    await renderApp(<ProductTable lines={[retail]} mode="retail" handlers={handlers} caption="Bought elsewhere" />);
    expect(warrantyCell(retail.name).textContent).toBe(`—${productsEn.warrantyNeedsDate}`);
  });
});
