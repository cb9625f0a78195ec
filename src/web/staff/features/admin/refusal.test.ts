import { describe, expect, it } from 'vitest';
import { StaffApiError } from '../../lib/api.js';
import { refusalOf } from './refusal.js';

const refused = (httpStatus: number, body: Record<string, unknown>) =>
  new StaffApiError(httpStatus, String(body.code ?? httpStatus), String(body.message ?? ''), body);

describe('refusalOf', () => {
  it.each([
    [
      'a taken e-mail, beside the e-mail field',
      refused(409, { status: 'email-taken', code: 'staffEmailTaken', message: 'x' }),
      { fields: { email: { key: 'admin.error.emailTaken' } }, alert: null },
    ],
    [
      "an admin's own access, in the dialog",
      refused(409, { status: 'own-access', code: 'staffOwnAccess', message: 'x' }),
      { fields: {}, alert: { key: 'admin.error.ownAccess' } },
    ],
    [
      'stores beyond the admin',
      refused(403, { status: 'forbidden' }),
      { fields: {}, alert: { key: 'admin.error.forbidden' } },
    ],
    [
      'a user out of reach',
      refused(404, { status: 'not-found' }),
      { fields: {}, alert: { key: 'admin.error.notFound' } },
    ],
    [
      'fields the form shows, beside each',
      refused(400, { status: 'invalid', fields: { password: 'Too short', 'returnCentre.lines.0': 'Too big' } }),
      { fields: { password: { key: 'admin.error.field' }, returnCentre: { key: 'admin.error.field' } }, alert: null },
    ],
    [
      'a field the form does not show, in the dialog',
      refused(400, { status: 'invalid', fields: { body: 'Unrecognized key' } }),
      { fields: {}, alert: { key: 'admin.error.invalid' } },
    ],
    [
      'another explained refusal, as the server says it',
      refused(409, { status: 'totp-not-started', message: 'Commencez par…' }),
      { fields: {}, alert: { message: 'Commencez par…' } },
    ],
    ['a server failure', refused(500, { message: 'boom' }), { fields: {}, alert: { key: 'error.generic' } }],
    [
      'a busy database',
      refused(503, { code: 'serviceBusy', message: 'We are busier than usual.' }),
      { fields: {}, alert: { message: 'We are busier than usual.' } },
    ],
    ['not an answer at all', new Error('offline'), { fields: {}, alert: { key: 'error.generic' } }],
  ])('%s', (_name, error, expected) => {
    expect(refusalOf(error, ['email', 'password', 'returnCentre'])).toEqual(expected);
  });
});
