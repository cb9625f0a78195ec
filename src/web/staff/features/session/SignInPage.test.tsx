// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderStaff, reply, staffUser } from '../../test/render.js';
import { SignInPage } from './SignInPage.js';

/** Holds every language switch while `held` is set, as a slow connection holds the texts of the language picked. */
const languageSwitches = vi.hoisted(() => ({ held: false, waiting: [] as (() => void)[] }));
vi.mock('../../lib/i18n.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/i18n.js')>();
  return {
    ...original,
    switchLanguage: async (...args: Parameters<typeof original.switchLanguage>) => {
      if (languageSwitches.held) await new Promise<void>((resolve) => languageSwitches.waiting.push(resolve));
      return original.switchLanguage(...args);
    },
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const signedOut = { 'GET /api/staff/me': reply(401, { code: 'unauthorized' }) };

async function fill(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  it('signs in with e-mail, password and then the code, and goes where the user was going', async () => {
    const calls = mockApi({
      ...signedOut,
      'POST /api/staff/session': ({ body }: { body: unknown }) =>
        (body as { code?: string }).code === '123456'
          ? { status: 'signed-in', staff: staffUser({ role: 'supervisor' }), csrfToken: 'csrf-1' }
          : { status: 'code-required' },
    });
    await renderStaff(<SignInPage />, { staff: null, path: '/?next=%2Frmas%2Frma-9' });
    await fill('supervisor@demo.example', 'secret');
    const code = await screen.findByLabelText('6-digit code');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rmas/rma-9'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { email: 'supervisor@demo.example', password: 'secret' },
      { email: 'supervisor@demo.example', password: 'secret', code: '123456' },
    ]);
  });

  it('asks for both fields before calling, and for six digits of the code', async () => {
    const calls = mockApi({ ...signedOut, 'POST /api/staff/session': { status: 'code-required' } });
    await renderStaff(<SignInPage />, { staff: null });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await fill('admin@demo.example', 'pw');
    await userEvent.type(await screen.findByLabelText('6-digit code'), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeTruthy();
  });

  it.each([
    [reply(401, { code: 'invalid-credentials', message: 'x' }), 'The e-mail address or the password is not right.'],
    [reply(423, { code: 'locked', message: 'x', retryAfterSeconds: 840 }), 'Try again in 14 minutes.'],
    [reply(429, { code: 'rateLimited', message: 'x', retryAfter: 60 }), 'Wait 1 minute and try again.'],
    [reply(500, {}), 'Signing in did not work. Please try again.'],
  ])('explains a refusal (%j)', async (answer, text) => {
    mockApi({ ...signedOut, 'POST /api/staff/session': answer });
    await renderStaff(<SignInPage />, { staff: null });
    await fill('agent@demo.example', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('says a wrong code is wrong and keeps the code step', async () => {
    mockApi({
      ...signedOut,
      'POST /api/staff/session': ({ body }: { body: unknown }) =>
        (body as { code?: string }).code
          ? reply(401, { code: 'invalid-code', message: 'x' })
          : { status: 'code-required' },
    });
    await renderStaff(<SignInPage />, { staff: null });
    await fill('admin@demo.example', 'pw');
    await userEvent.type(await screen.findByLabelText('6-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not right');
    expect(screen.getByLabelText('6-digit code')).toBeTruthy();
  });

  it('offers the language before sign-in, and keeps the one chosen on the account', async () => {
    const calls = mockApi({
      ...signedOut,
      'POST /api/staff/session': { status: 'signed-in', staff: staffUser({ language: 'en' }), csrfToken: 'c' },
      'PUT /api/staff/me/language': staffUser({ language: 'de' }),
    });
    await renderStaff(<SignInPage />, { staff: null });
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'de');
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'agent@demo.example');
    await userEvent.type(screen.getByLabelText('Passwort'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ language: 'de' });
    expect(put.headers['x-csrf-token']).toBe('c');
  });

  it('keeps the language picked even when the sign-in is sent before its texts have arrived', async () => {
    const calls = mockApi({
      ...signedOut,
      'POST /api/staff/session': { status: 'signed-in', staff: staffUser({ language: 'en' }), csrfToken: 'c' },
      'PUT /api/staff/me/language': staffUser({ language: 'jp' }),
    });
    await renderStaff(<SignInPage />, { staff: null });
    languageSwitches.held = true;
    try {
      await userEvent.selectOptions(screen.getByLabelText('Language'), 'jp');
      // The picker shows the pick at once; the texts stay English until Japanese has arrived.
      expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('jp');
      await fill('agent@demo.example', 'pw');
      await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
      expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ language: 'jp' });
    } finally {
      languageSwitches.held = false;
      for (const resolve of languageSwitches.waiting.splice(0)) resolve();
    }
  });
});
