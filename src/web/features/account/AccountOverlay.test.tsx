// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CUSTOMER_DETAIL, type TCustomerDetail } from '../../../shared/schemas/details.js';
import { mockApi, renderApp } from '../../test/render.js';
import { AccountOverlay } from './AccountOverlay.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const MEMBER: TCustomerDetail = {
  ...GUEST_CUSTOMER_DETAIL,
  firstName: 'Alex',
  orders: [{ orderNumber: 'A1001', value: '$129.00' }],
  membershipEnable: true,
  loggedIn: true,
};

/** The customer call, answered when the test says so, as a slow server after a sign-in's reload. */
function heldCustomer() {
  let answer: (detail: TCustomerDetail) => void = () => {};
  const held = new Promise<TCustomerDetail>((resolve) => (answer = resolve));
  mockApi({ 'POST /api/your-details/customer': () => held });
  return answer;
}

/**
 * The overlay: jsdom lays nothing out, so the drop-down's positioning finds its button out of view and hides it, as
 * soon as it has measured (at once when its chunk is in already): it is looked up among hidden elements too. The
 * browser tests open it in Chromium.
 */
const findOverlay = () => screen.findByRole('dialog', { hidden: true });

describe('the account overlay', () => {
  it('shows a signed-in member who opens it before their profile has arrived the waiting menu, then the menu', async () => {
    window.localStorage.setItem('rma.memberToken', 'member-token');
    const answer = heldCustomer();
    await renderApp(<AccountOverlay storeSite="https://store.example.com" />);
    const trigger = screen.getByTestId('account-trigger');
    expect(trigger.getAttribute('aria-label')).toBe('Account');
    await userEvent.click(trigger);
    const dialog = await findOverlay();
    expect(within(dialog).getByRole('status', { hidden: true }).textContent).toBe('Loading…');
    expect(within(dialog).queryByTitle('Sign in to your account')).toBeNull();
    answer(MEMBER);
    expect(await within(dialog).findByRole('link', { name: 'View all orders', hidden: true })).toBeTruthy();
    expect(within(dialog).getByText('Order A1001')).toBeTruthy();
  });

  it('offers the sign-in frame when the kept token turns out to be a guest’s', async () => {
    window.localStorage.setItem('rma.memberToken', 'ended-token');
    const answer = heldCustomer();
    await renderApp(<AccountOverlay storeSite="https://store.example.com" />);
    await userEvent.click(screen.getByTestId('account-trigger'));
    const dialog = await findOverlay();
    answer(GUEST_CUSTOMER_DETAIL);
    await waitFor(() => expect(screen.getByTestId('account-trigger').getAttribute('aria-label')).toBe('Sign in'));
    expect(within(dialog).getByTitle('Sign in to your account')).toBeTruthy();
  });

  it('opens the sign-in frame at once for a guest', async () => {
    mockApi({ 'POST /api/your-details/customer': GUEST_CUSTOMER_DETAIL });
    await renderApp(<AccountOverlay storeSite="https://store.example.com" />);
    await screen.findByRole('button', { name: 'Sign in' });
    await userEvent.click(screen.getByTestId('account-trigger'));
    expect(await within(await findOverlay()).findByTitle('Sign in to your account')).toBeTruthy();
  });
});
