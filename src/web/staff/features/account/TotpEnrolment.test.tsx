// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderStaff, reply, staffUser, type Call } from '../../test/render.js';
import { groupedSecret, TotpEnrolment } from './TotpEnrolment.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/RMA%20portal:agent%40demo.example?secret=${SECRET}&issuer=RMA%20portal`;

describe('groupedSecret', () => {
  it.each([
    ['JBSWY3DPEHPK3PXP', 'JBSW Y3DP EHPK 3PXP'],
    ['ABCDEF', 'ABCD EF'],
    ['', ''],
  ])('%s → %s', (secret, grouped) => expect(groupedSecret(secret)).toBe(grouped));
});

describe('TotpEnrolment', () => {
  it('starts, shows the QR code and the grouped key, refuses a wrong code, and turns on with the right one', async () => {
    const me = staffUser({ totpEnabled: true });
    const calls = mockApi({
      'POST /api/staff/me/totp': { uri: URI, secret: SECRET },
      'POST /api/staff/me/totp/confirm': (call: Call) =>
        (call.body as { code: string }).code === '123456'
          ? me
          : reply(400, { status: 'invalid-code', code: 'staffInvalidCode', message: 'wrong' }),
    });
    const onEnrolled = vi.fn();
    await renderStaff(<TotpEnrolment required={false} onEnrolled={onEnrolled} onClose={() => {}} />);
    expect(screen.getByText(/asks for a 6-digit code from an authenticator app/)).toBeTruthy();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));

    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' }, { timeout: 10_000 });
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);

    const code = screen.getByLabelText('6-digit code');
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6 digits the app shows.')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/That code is not right, or it has expired/)).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe('');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByText('Two-step sign-in is on')).toBeTruthy();
    expect(onEnrolled).toHaveBeenCalledWith(me);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/staff/me/totp', {}],
      ['POST', '/api/staff/me/totp/confirm', { code: '654321' }],
      ['POST', '/api/staff/me/totp/confirm', { code: '123456' }],
    ]);
  }, 60_000);

  it('tells a supervisor it is required, and says when the setup has to start again', async () => {
    mockApi({
      'POST /api/staff/me/totp': { uri: URI, secret: SECRET },
      'POST /api/staff/me/totp/confirm': reply(409, {
        status: 'totp-not-started',
        code: 'staffTotpNotStarted',
        message: 'Start first',
      }),
    });
    await renderStaff(<TotpEnrolment required onEnrolled={() => {}} onClose={() => {}} />, {
      staff: staffUser({ role: 'supervisor' }),
    });
    expect(screen.getByText(/Your role needs two-step sign-in/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('This setup has expired. Close the dialog and start again.')).toBeTruthy();
  });

  it('says so when the key cannot be made (already set up)', async () => {
    mockApi({
      'POST /api/staff/me/totp': reply(409, {
        status: 'totp-enabled',
        code: 'staffTotpAlreadyEnabled',
        message: 'Your authenticator app is already set up.',
      }),
    });
    await renderStaff(<TotpEnrolment required={false} onEnrolled={() => {}} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your authenticator app is already set up.'),
    );
  });
});
