// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messagesEn from '../../../../shared/messages/en.json' with { type: 'json' };
import messagesJp from '../../../../shared/messages/jp.json' with { type: 'json' };
import commonJp from '../../../i18n/common/jp.json' with { type: 'json' };
import homeJp from '../../../i18n/home/jp.json' with { type: 'json' };
import productsEn from '../../../i18n/products/en.json' with { type: 'json' };
import productsJp from '../../../i18n/products/jp.json' with { type: 'json' };
import type { TProductLine } from '../../../../shared/schemas/products.js';
import { details, line, products, wizard } from '../../../test/fixtures.js';
import { mockApi, renderApp } from '../../../test/render.js';
import { YourProductsStep } from './YourProductsStep.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const selectName = (name: string, text = productsEn.selectProduct) => text.replace('{{name}}', name);

/** The select call answers the order's lines with the toggled one flipped, as the server does. */
function selecting(lines: TProductLine[]) {
  return (body: unknown) => {
    const { keyword } = body as { keyword: string };
    const flipped = lines.map((l) => (l.sourceId === keyword ? { ...l, selected: !l.selected } : l));
    lines.splice(0, lines.length, ...flipped);
    return { status: 'success', products: flipped };
  };
}

/**
 * A uk retail replacement at the products step: one selected line with its proof and no purchase date yet, and the
 * answers of the details, the products and the date's save (once `dateSaved` resolves, when given).
 */
function ukRetailReplacement(dateSaved?: Promise<void>) {
  const retail = line('Nova Pulse H6 Gaming Headset', {
    store: 'uk',
    orderNumber: '',
    selected: true,
    purchaseProof: 'proof-1',
    purchaseDate: '',
    serialNumberLocked: false,
    warrantyStatus: '',
  });
  const retailWizard = { ...wizard(2, 2), mode: 'retail' as const };
  const answers = {
    'GET /api/your-details': details('uk', { wizard: retailWizard }),
    'GET /api/your-products': products([], {
      orderList: [],
      orderNumber: '',
      orderNumberList: [],
      retailList: [retail],
      mode: 'retail',
      action: 2,
      wizard: retailWizard,
    }),
    'POST /api/your-products/update-purchase-date': async (body: unknown) => {
      await dateSaved;
      return {
        status: 'success',
        products: [{ ...retail, purchaseDate: (body as { purchaseDate: string }).purchaseDate }],
      };
    },
  };
  return { retail, answers };
}

describe('your products step', () => {
  it('selects a product with the server’s answer and moves on with service-required (us, English)', async () => {
    const lines = [line('Nova Pulse H6 Gaming Headset'), line('Nova Pebble 2.0 USB Desktop Speakers')];
    const calls = mockApi({
      'GET /api/your-details': details('us', { wizard: wizard(2) }),
      'GET /api/your-products': products(lines),
      'POST /api/your-products/select': selecting(lines),
      'POST /api/your-products/service-required': { status: 'success', wizard: wizard(3) },
    });
    const user = userEvent.setup();
    const { client } = await renderApp(<YourProductsStep routeEnquiry={undefined} />);

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messagesEn.selectProduct)).toBeTruthy();

    const box = screen.getByRole('checkbox', { name: selectName('Nova Pulse H6 Gaming Headset') });
    await user.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText('Selected: 1 of up to 5')).toBeTruthy();
    // The notice goes once the customer has done what it asked.
    expect(screen.queryByText(messagesEn.selectProduct)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(client.getQueryData(['wizard', 'us'])).toEqual(wizard(3)));
    const next = calls.find((c) => c.path === '/api/your-products/service-required');
    expect(next?.body).toMatchObject({
      natureEnquiry: 1,
      orderNumber: 'US1000101',
      items: [{ sourceId: lines[0]!.sourceId }],
      mode: 'estore',
    });
  });

  it('refuses a sixth product before asking the server', async () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `Product ${letter}`);
    const lines = names.map((name, index) => line(name, { selected: index < 5 }));
    const calls = mockApi({
      'GET /api/your-details': details('us', { wizard: wizard(2) }),
      'GET /api/your-products': products(lines),
    });
    const user = userEvent.setup();
    await renderApp(<YourProductsStep routeEnquiry={undefined} />);
    await user.click(await screen.findByRole('checkbox', { name: selectName('Product F') }));
    const alert = await screen.findByText(messagesEn.selectedMaximum.replace('{{max}}', '5'), { selector: 'p' });
    expect(alert).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/your-products/select')).toBe(false);
  });

  it('offers no return in Japan and tells what is missing in Japanese', async () => {
    const lines = [line('Nova Pulse H6 Gaming Headset', { store: 'jp', orderNumber: 'JP1000101' })];
    mockApi({
      'GET /api/your-details': details('jp', { wizard: wizard(2, 2) }),
      'GET /api/your-products': products(lines, {
        orderList: [{ orderNumber: 'JP1000101', orderDate: '2026-11-01', items: lines }],
        orderNumber: 'JP1000101',
        orderNumberList: ['JP1000101'],
        action: 2,
      }),
    });
    const user = userEvent.setup();
    await renderApp(<YourProductsStep routeEnquiry={undefined} />, { store: 'jp' });
    const enquiry = await screen.findByRole('radiogroup', { name: homeJp.enquiry.label });
    expect(within(enquiry).queryByRole('radio', { name: new RegExp(homeJp.enquiry.option['1']) })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: productsJp.returnsEligibility })).toBeNull();
    await user.click(screen.getByRole('button', { name: commonJp.next }));
    expect(await screen.findByText(messagesJp.selectProduct)).toBeTruthy();
  });

  it('waits for a purchase date left with Tab before Next checks and sends the step (uk retail replacement)', async () => {
    let answerDate: () => void = () => {};
    // The server answers the date only when the test says so: Next is pressed while it is on its way.
    const { retail, answers } = ukRetailReplacement(new Promise<void>((resolve) => (answerDate = resolve)));
    const calls = mockApi({
      ...answers,
      'POST /api/your-products/service-required': { status: 'success', wizard: { ...wizard(3, 2), mode: 'retail' } },
    });
    const user = userEvent.setup();
    const { client } = await renderApp(<YourProductsStep routeEnquiry={undefined} />, { store: 'uk' });
    const date = await screen.findByRole('textbox', {
      name: productsEn.purchaseDateOf.replace('{{name}}', retail.name),
    });
    await user.type(date, '01/10/2026');
    await user.tab();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/your-products/update-purchase-date')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Nothing is refused and nothing is sent while the date is still being saved.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(messagesEn.uploadSupportingFile)).toBeNull();
    expect(calls.some((c) => c.path === '/api/your-products/service-required')).toBe(false);

    answerDate();
    await waitFor(() => expect(client.getQueryData(['wizard', 'uk'])).toMatchObject({ step: 3 }));
    const sent = calls.filter((c) => c.path.startsWith('/api/your-products/')).map((c) => c.path);
    expect(sent.indexOf('/api/your-products/service-required')).toBeGreaterThan(
      sent.indexOf('/api/your-products/update-purchase-date'),
    );
    expect(screen.queryByText(messagesEn.uploadSupportingFile)).toBeNull();
  });
  it('takes back the upload toast once the proof and the date are in (uk retail replacement)', async () => {
    const { retail, answers } = ukRetailReplacement();
    mockApi(answers);
    const user = userEvent.setup();
    await renderApp(<YourProductsStep routeEnquiry={undefined} />, { store: 'uk' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    // The notice under the table and the toast.
    await waitFor(() => expect(screen.getAllByText(messagesEn.uploadSupportingFile)).toHaveLength(2));

    const date = screen.getByRole('textbox', { name: productsEn.purchaseDateOf.replace('{{name}}', retail.name) });
    await user.type(date, '01/10/2026');
    await user.tab();
    await waitFor(() => expect(screen.queryAllByText(messagesEn.uploadSupportingFile)).toHaveLength(0));
  });
});
