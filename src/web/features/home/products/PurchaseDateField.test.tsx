// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messagesEn from '../../../../shared/messages/en.json' with { type: 'json' };
import productsEn from '../../../i18n/products/en.json' with { type: 'json' };
import { line } from '../../../test/fixtures.js';
import { mockApi, renderApp } from '../../../test/render.js';
import { PurchaseDateField } from './PurchaseDateField.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const retailLine = line('Nova Pulse H6 Gaming Headset', { orderNumber: '', purchaseDate: '' });

describe('purchase date field', () => {
  it.each(['01/01/2007', '31/12/2030', '15/13/2020'])(
    'keeps %s as typed, says which dates are taken, and saves nothing',
    async (typed) => {
      const calls = mockApi({});
      const user = userEvent.setup();
      await renderApp(<PurchaseDateField line={retailLine} disabled={false} withLabel />);

      const input = await screen.findByRole('textbox', { name: productsEn.purchaseDate });
      await user.type(input, typed);
      await user.tab();

      expect(await screen.findByText(messagesEn.purchaseDateRange)).toBeTruthy();
      expect((input as HTMLInputElement).value).toBe(typed);
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    },
  );

  it('takes the message away once a date in range is typed', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    await renderApp(<PurchaseDateField line={retailLine} disabled={false} withLabel />);

    const input = await screen.findByRole('textbox', { name: productsEn.purchaseDate });
    await user.type(input, '01/01/2007');
    await user.tab();
    expect(await screen.findByText(messagesEn.purchaseDateRange)).toBeTruthy();

    await user.clear(input);
    await user.type(input, '15/03/2020');
    await waitFor(() => expect(screen.queryByText(messagesEn.purchaseDateRange)).toBeNull());
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  });

  it('takes the calendar off the page the moment the field is left, so it cannot catch the next click', async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderApp(<PurchaseDateField line={retailLine} disabled={false} withLabel />);

    const input = await screen.findByRole('textbox', { name: productsEn.purchaseDate }, { timeout: 10_000 });
    await user.type(input, '15/03/2020');
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull(), { timeout: 10_000 });
    await user.tab();
    // At once, not after a fade: a click on Next just after Tab landed on the fading calendar (1 in 25 in Chromium).
    expect(document.querySelector('[data-dates-dropdown]')).toBeNull();
  });

  it('names the calendar’s month buttons', async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderApp(<PurchaseDateField line={retailLine} disabled={false} withLabel />);

    // The picker and its calendar are chunks of their own: on a loaded machine they take longer than a second.
    const slow = { timeout: 10_000 };
    await user.click(await screen.findByRole('textbox', { name: productsEn.purchaseDate }, slow));
    // jsdom lays nothing out: once the drop-down has measured its field (an empty box at the page's corner), its
    // positioning takes the field for scrolled out of view and hides it, so the button is looked up among hidden
    // elements too (as in AccountOverlay.test.tsx); date-picker.e2e.ts opens the calendar in Chromium.
    expect(
      await screen.findByRole('button', { name: productsEn.calendar.previousMonth, hidden: true }, slow),
    ).toBeTruthy();
    // This month is the latest a purchase can be: "next" is disabled there, but named all the same.
    expect(screen.getByLabelText(productsEn.calendar.nextMonth).tagName).toBe('BUTTON');
  });
});
