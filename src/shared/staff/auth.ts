import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { STORES } from '../stores.js';
import { STAFF_ROLES } from './roles.js';

/**
 * The staff console's sign-in contract (docs/staff/api.md). Staff calls live under /api/staff; the session is
 * the httpOnly, SameSite=Strict cookie `staff_session`, and every write carries the CSRF token in the
 * `x-csrf-token` header. Customer tokens never open a staff call, nor the staff cookie a customer call.
 */
export const STAFF_COOKIE = 'staff_session';
export const CSRF_HEADER = 'x-csrf-token';

export const ZStaffScope = z.union([z.literal('*'), z.array(z.enum(STORES))]);

export const ZStaffMe = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  stores: ZStaffScope,
  language: z.enum(LANGUAGES),
  totpEnabled: z.boolean(),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

/** POST /api/staff/session. `code` is the six-digit one-time code, sent again with the password when asked. */
export const ZStaffSignIn = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export type TStaffSignIn = z.infer<typeof ZStaffSignIn>;

/**
 * Sign-in outcomes: signed in (with the user and the CSRF token), or the one-time code is needed. Failures are
 * errors (`ZApiError`): invalid-credentials (401, the same for an unknown e-mail and a wrong password),
 * invalid-code (401), locked (423, with retryAfter seconds), and the rate limit (429).
 */
export const ZStaffSignInResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-in'), staff: ZStaffMe, csrfToken: z.string() }),
  z.object({ status: z.literal('code-required') }),
]);
export type TStaffSignInResult = z.infer<typeof ZStaffSignInResult>;

/** GET /api/staff/me: who is signed in, and a CSRF token for the writes of this page load. 401 when nobody. */
export const ZStaffSession = z.object({ staff: ZStaffMe, csrfToken: z.string() });
export type TStaffSession = z.infer<typeof ZStaffSession>;

/** PUT /api/staff/me/language: the console's and the server's messages follow the staff user's language. */
export const ZStaffLanguage = z.object({ language: z.enum(LANGUAGES) });
export type TStaffLanguage = z.infer<typeof ZStaffLanguage>;

/**
 * POST /api/staff/me/totp: a new secret for an authenticator app, as the otpauth:// URI (for a QR code) and as
 * base32 text (to type in). It takes effect only once confirmed with a code it produced.
 */
export const ZTotpEnrolment = z.object({ uri: z.string(), secret: z.string() });
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolment>;

/** POST /api/staff/me/totp/confirm. */
export const ZTotpConfirm = z.object({ code: z.string().regex(/^\d{6}$/) });
export type TTotpConfirm = z.infer<typeof ZTotpConfirm>;
