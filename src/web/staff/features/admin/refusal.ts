import { StaffApiError } from '../../lib/api.js';

/** A text of a refusal: a key of the staff namespace, or the server's own message (already in the user's language). */
export type RefusalText = { key: string } | { message: string };

/** Where a refused call's reason goes: beside the fields it names, and in the dialog. */
export interface Refusal {
  fields: Record<string, RefusalText>;
  alert: RefusalText | null;
}

/** The first segment of a field path of the server (`returnCentre.lines.0` → `returnCentre`), or the path itself. */
function fieldOf(path: string): string {
  return path.split('.')[0] ?? path;
}

/**
 * A refusal of the staff users and store settings calls (docs/staff/api.md#staff-users): a taken e-mail beside the
 * e-mail field, an admin's own access, a store or user outside the admin's reach, fields the server did not accept
 * beside each field; anything else as the server explained it, or the generic text.
 */
export function refusalOf(error: unknown, known: readonly string[] = []): Refusal {
  if (!(error instanceof StaffApiError)) return { fields: {}, alert: { key: 'error.generic' } };
  const outcome = typeof error.body.status === 'string' ? error.body.status : '';
  if (error.httpStatus === 409 && outcome === 'email-taken')
    return { fields: { email: { key: 'admin.error.emailTaken' } }, alert: null };
  if (error.httpStatus === 409 && outcome === 'own-access')
    return { fields: {}, alert: { key: 'admin.error.ownAccess' } };
  if (error.httpStatus === 403) return { fields: {}, alert: { key: 'admin.error.forbidden' } };
  if (error.httpStatus === 404) return { fields: {}, alert: { key: 'admin.error.notFound' } };
  if (error.httpStatus === 400) {
    const fields: Record<string, RefusalText> = {};
    for (const path of Object.keys(error.fields)) {
      const field = known.includes(path) ? path : fieldOf(path);
      if (known.includes(field)) fields[field] = { key: 'admin.error.field' };
    }
    // Fields the form does not show still need saying: then the dialog says what the server said.
    const unplaced = Object.keys(error.fields).length > Object.keys(fields).length || !Object.keys(fields).length;
    return { fields, alert: unplaced ? { key: 'admin.error.invalid' } : null };
  }
  if (error.httpStatus < 500 && error.message) return { fields: {}, alert: { message: error.message } };
  // The database was too busy to answer: its message says to try again in a few seconds (decision 0061).
  if (error.httpStatus === 503 && error.code === 'serviceBusy' && error.message)
    return { fields: {}, alert: { message: error.message } };
  return { fields: {}, alert: { key: 'error.generic' } };
}
