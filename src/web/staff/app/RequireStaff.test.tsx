// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderStaff, reply, staffUser } from '../test/render.js';
import { RequireStaff } from './RequireStaff.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('RequireStaff and the shell', () => {
  it('sends a signed-out user to sign in, and back to this screen afterwards', async () => {
    mockApi({ 'GET /api/staff/me': reply(401, { code: 'unauthorized' }) });
    await renderStaff(<RequireStaff />, { staff: null, path: '/rmas/rma-7?x=1', pattern: '/rmas/:id' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/sign-in?next=%2Frmas%2Frma-7%3Fx%3D1'),
    );
  });

  it('shows who is signed in, in their language, and switches language on the account', async () => {
    const calls = mockApi({
      'GET /api/staff/me': {
        staff: staffUser({ name: 'Sam Supervisor', role: 'supervisor', language: 'jp' }),
        csrfToken: 't',
      },
      'PUT /api/staff/me/language': staffUser({ name: 'Sam Supervisor', role: 'supervisor', language: 'fr' }),
    });
    await renderStaff(<RequireStaff />, { staff: null });
    expect(await screen.findByRole('link', { name: 'キュー' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('管理者')).toBeTruthy();
    const nav = screen.getByRole('navigation');
    const screens = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // A supervisor reads the audit log; the queues and the mail view are for every role.
    expect(screens).toEqual(expect.arrayContaining(['キュー', 'メール', '監査ログ']));
    await userEvent.selectOptions(screen.getByLabelText('言語'), 'fr');
    expect(await screen.findByRole('link', { name: 'Files' })).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ language: 'fr' });
    expect(put.headers['x-csrf-token']).toBe('t');
  });

  it('signs out and goes to the sign-in page', async () => {
    const calls = mockApi({
      'GET /api/staff/me': { staff: staffUser(), csrfToken: 't' },
      'DELETE /api/staff/session': { status: 'signed-out' },
    });
    await renderStaff(<RequireStaff />, { staff: null });
    await userEvent.click(await screen.findByRole('button', { name: /Alex Agent/ }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/sign-in/));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/staff/session')).toBe(true);
  });
});
