// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStaffUser } from '../../../../shared/staff/users.js';
import { mockApi, renderStaff, reply, staffUser, type Call } from '../../test/render.js';
import { UsersPage } from './UsersPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Toasts live in a store of the module, not of the render: a later test starts with none left over.
  notifications.clean();
});

function user(id: number, overrides: Partial<TStaffUser> = {}): TStaffUser {
  return {
    id,
    email: `user${id}@demo.example`,
    name: `User ${id}`,
    role: 'agent',
    stores: ['us', 'uk'],
    language: 'en',
    totpEnabled: false,
    disabled: false,
    lockedUntil: null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const admin = staffUser({ id: 1, role: 'admin', name: 'Ada Admin', email: 'admin@demo.example', totpEnabled: true });
const USERS = [
  user(1, { name: 'Ada Admin', email: 'admin@demo.example', role: 'admin', stores: '*', totpEnabled: true }),
  user(2, { name: 'Sam Agent', disabled: true, lockedUntil: '2030-01-01T10:00:00Z' }),
];
const of = (calls: Call[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

async function openUsers(routes: Record<string, unknown> = {}, options: { phone?: boolean } = {}) {
  if (options.phone) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
  }
  const calls = mockApi({ 'GET /api/staff/users': { users: USERS }, ...routes });
  await renderStaff(<UsersPage />, { pattern: '/admin/users', path: '/admin/users', staff: admin });
  return calls;
}

describe('UsersPage', () => {
  it('lists the users with role, stores, one-time code and access', async () => {
    await openUsers();
    const table = await screen.findByRole('table', { name: 'Staff users' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Ada Admin')).toBeTruthy();
    expect(within(rows[1]!).getByText('You')).toBeTruthy();
    expect(within(rows[1]!).getByText('All stores')).toBeTruthy();
    expect(within(rows[1]!).getByText('On')).toBeTruthy();
    expect(within(rows[1]!).getByText('Active')).toBeTruthy();
    expect(within(rows[2]!).getByText('US, UK')).toBeTruthy();
    expect(within(rows[2]!).getByText('Off')).toBeTruthy();
    expect(within(rows[2]!).getByText('Disabled')).toBeTruthy();
    expect(within(rows[2]!).getByText(/^Locked until /)).toBeTruthy();
    expect(screen.getByText('2 staff users')).toBeTruthy();
  });

  it('shows a card per user on a phone', async () => {
    await openUsers({}, { phone: true });
    const list = await screen.findByRole('list', { name: 'Staff users' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getByRole('button', { name: 'Edit Sam Agent' })).toBeTruthy();
  });

  it('checks the new user against the contract, then shows a taken e-mail beside the field', async () => {
    const calls = await openUsers({
      'POST /api/staff/users': reply(409, { status: 'email-taken', code: 'staffEmailTaken', message: 'taken' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New staff user' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New staff user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(within(dialog).getByText('Fill in this field.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one store.')).toBeTruthy();
    expect(within(dialog).getAllByText('Between 12 and 200 characters.').length).toBeGreaterThan(1);
    expect(of(calls, 'POST', '/api/staff/users')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'sam@demo.example');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Sam New');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'supervisor');
    expect(within(dialog).getByText(/set up two-step sign-in the first time/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'UK · United Kingdom' }));
    await userEvent.type(within(dialog).getByLabelText(/^First password/), 'a-long-enough-password');
    await userEvent.selectOptions(within(dialog).getByLabelText('Console language'), 'fr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('There is already a staff user with this e-mail address.')).toBeTruthy();
    expect(of(calls, 'POST', '/api/staff/users')[0]!.body).toEqual({
      email: 'sam@demo.example',
      name: 'Sam New',
      role: 'supervisor',
      stores: ['uk'],
      password: 'a-long-enough-password',
      language: 'fr',
    });
  }, 60_000);

  it('creates a user of every store, who then joins the list', async () => {
    const created = user(3, { email: 'new@demo.example', name: 'New Person', stores: '*' });
    const calls = await openUsers({ 'POST /api/staff/users': reply(201, created) });
    await userEvent.click(await screen.findByRole('button', { name: 'New staff user' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New staff user' });
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'new@demo.example');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'New Person');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'All stores' }));
    await userEvent.type(within(dialog).getByLabelText(/^First password/), 'another-long-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Staff user new@demo.example created.')).toBeTruthy();
    expect(of(calls, 'POST', '/api/staff/users')[0]!.body).toMatchObject({ stores: '*', language: 'en' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New staff user' })).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Staff users' })).getByText('New Person')).toBeTruthy();
  });

  it('edits sending only what changed, and shows the refusal of an own access change in the dialog', async () => {
    const calls = await openUsers({
      'PATCH /api/staff/users/2': (call: Call) =>
        (call.body as { role?: string }).role === 'admin'
          ? reply(409, { status: 'own-access', code: 'staffOwnAccess', message: 'no' })
          : { ...USERS[1], ...(call.body as object) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sam Agent' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sam Agent' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(/You cannot change your own role, stores or access/)).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'agent');
    const name = within(dialog).getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Sam Renamed');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'DE · Germany' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes to Sam Renamed saved.')).toBeTruthy();
    expect(of(calls, 'PATCH', '/api/staff/users/2').map((c) => c.body)).toEqual([
      { role: 'admin' },
      { name: 'Sam Renamed', stores: ['us', 'de', 'uk'] },
    ]);
    expect(within(screen.getByRole('table')).getByText('US, DE, UK')).toBeTruthy();
  });

  it('enables, and sets a password after asking, since that shuts the user out', async () => {
    const calls = await openUsers({
      'PATCH /api/staff/users/2': (call: Call) => ({ ...USERS[1], disabled: false, ...(call.body as object) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sam Agent' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sam Agent' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable access' }));
    expect(await within(dialog).findByRole('button', { name: 'Disable access' })).toBeTruthy();
    // Without a one-time code there is none to reset.
    expect(within(dialog).queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull();

    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(within(dialog).getAllByText('Between 12 and 200 characters.').length).toBeGreaterThan(1);
    await userEvent.type(within(dialog).getByLabelText(/^New password/), '-but-now-long-enough');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(within(dialog).getByText(/must sign in with the new password/)).toBeTruthy();
    expect(of(calls, 'PATCH', '/api/staff/users/2')).toHaveLength(1);
    // The confirmation's own button comes after the one that asked for it.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Set new password' }).at(-1)!);
    expect(await screen.findByText('New password set for Sam Agent.')).toBeTruthy();
    expect(of(calls, 'PATCH', '/api/staff/users/2').map((c) => c.body)).toEqual([
      { disabled: false },
      { password: 'short-but-now-long-enough' },
    ]);
  });

  it('resets the one-time code of a user who has one, after asking', async () => {
    const calls = await openUsers({
      'GET /api/staff/users': { users: [USERS[0], user(4, { name: 'Tia Totp', totpEnabled: true })] },
      'PATCH /api/staff/users/4': user(4, { name: 'Tia Totp', totpEnabled: false }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Tia Totp' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tia Totp' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(within(dialog).getByText(/must set up the authenticator app again/)).toBeTruthy();
    expect(of(calls, 'PATCH', '/api/staff/users/4')).toEqual([]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Reset two-step sign-in' }).at(-1)!);
    expect(await screen.findByText('Two-step sign-in of Tia Totp reset.')).toBeTruthy();
    expect(of(calls, 'PATCH', '/api/staff/users/4').map((c) => c.body)).toEqual([{ resetTotp: true }]);
    // The user in the dialog follows the answer: no code any more, so nothing to reset.
    expect(within(dialog).queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull();
  });

  it('ends a user’s sessions from the list after asking', async () => {
    const calls = await openUsers({ 'POST /api/staff/users/2/end-sessions': { ended: 2 } });
    await userEvent.click(await screen.findByRole('button', { name: 'End sessions of Sam Agent' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'End sessions' });
    expect(within(dialog).getByText(/Sam Agent will be signed out on every device/)).toBeTruthy();
    expect(of(calls, 'POST', '/api/staff/users/2/end-sessions')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('2 sessions of Sam Agent ended.')).toBeTruthy();
    expect(of(calls, 'POST', '/api/staff/users/2/end-sessions')).toHaveLength(1);
    expect(of(calls, 'POST', '/api/staff/users/2/end-sessions')[0]!.headers['x-csrf-token']).toBe('csrf-test');
  });

  it('tells an agent the screen is for admins, and asks nothing of the server', async () => {
    const calls = mockApi({ 'GET /api/staff/users': { users: USERS } });
    await renderStaff(<UsersPage />, { pattern: '/admin/users', path: '/admin/users' });
    expect(await screen.findByText('Only admins can manage staff users and store settings.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
