/**
 * The staff side of the API tests' kit (docs/staff/api.md): make a staff user straight in the database, sign in
 * through the real call, and send calls as that user with the cookie and the CSRF token.
 *
 *   const admin = await createStaff(ctx, { role: 'admin' });           // all stores, TOTP enrolled
 *   const session = await signInStaff(ctx, admin);                     // POST /api/staff/session
 *   const res = await injectAsStaff(ctx, session, { method: 'GET', url: '/api/staff/users' });
 *
 * A supervisor or admin gets a one-time code secret by default (their role requires one); `signInStaff` sends
 * the code of a step not used yet at the app's clock (`ctx.clock.now`), so a user can sign in up to three times
 * per clock position. Not used by the app.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, STAFF_COOKIE, type TStaffMe } from '../../shared/staff/auth.js';
import { requiresTotp, type StaffRole, type StoreScope } from '../../shared/staff/roles.js';
import type { Language } from '../../shared/languages.js';
import { normaliseEmail } from '../../shared/rules/identifiers.js';
import { hashStaffPassword } from '../modules/staff/passwords.js';
import { insertStaffUser } from '../modules/staff/repository.js';
import { newTotpSecret, totpCode, totpStep } from '../modules/staff/totp.js';
import { formatScope } from '../modules/staff/views.js';
import type { TestContext } from './context.js';

export interface StaffOptions {
  role: StaffRole;
  /** Default: every store. */
  stores?: StoreScope;
  /** Default: a new address of its own, so tests never share a user. */
  email?: string;
  name?: string;
  password?: string;
  language?: Language;
  /** Enrol a one-time code: default true for supervisors and admins, false otherwise. */
  totp?: boolean;
  disabled?: boolean;
}

export interface StaffCredentials {
  id: number;
  email: string;
  password: string;
  /** Base32 secret, or null when the user has no one-time code. */
  totpSecret: string | null;
}

export interface StaffSession {
  /** The Cookie header value, `staff_session=…`. */
  cookie: string;
  csrfToken: string;
  staff: TStaffMe;
  /** Headers of a call as this user: the cookie and the CSRF token. */
  headers: Record<string, string>;
}

let made = 0;
// Hashing costs tens of milliseconds: tests that do not care reuse one hash of the default password.
const DEFAULT_PASSWORD = 'staff-test-password';
let defaultHash: Promise<string> | undefined;

/** A staff user written straight into the test database. */
export async function createStaff(ctx: TestContext, options: StaffOptions): Promise<StaffCredentials> {
  // Stored as the portal stores every staff e-mail: lower case.
  const email = normaliseEmail(options.email ?? `staff${++made}.${options.role}.${process.pid}@test.example`);
  const password = options.password ?? DEFAULT_PASSWORD;
  defaultHash ??= hashStaffPassword(DEFAULT_PASSWORD);
  const passwordHash = password === DEFAULT_PASSWORD ? await defaultHash : await hashStaffPassword(password);
  const totpSecret = (options.totp ?? requiresTotp(options.role)) ? newTotpSecret() : null;
  const id = await insertStaffUser(ctx.database.db, {
    email,
    name: options.name ?? `Test ${options.role}`,
    passwordHash,
    role: options.role,
    stores: formatScope(options.stores ?? '*'),
    language: options.language ?? 'en',
    ...(totpSecret ? { totpSecret } : {}),
    at: ctx.clock.now.toISOString(),
  });
  if (options.disabled) {
    await ctx.database.db.updateTable('staff_users').set({ disabled: 1 }).where('id', '=', id).execute();
  }
  return { id, email, password, totpSecret };
}

/** A one-time code the server has not seen yet for this user, at the app's clock. */
export async function freshTotpCode(ctx: TestContext, credentials: StaffCredentials): Promise<string> {
  if (!credentials.totpSecret) throw new Error(`${credentials.email} has no one-time code`);
  const row = await ctx.database.db
    .selectFrom('staff_users')
    .select('totp_last_step')
    .where('id', '=', credentials.id)
    .executeTakeFirstOrThrow();
  const now = totpStep(ctx.clock.now);
  const step = [now - 1, now, now + 1].find((s) => s > row.totp_last_step);
  if (step === undefined) throw new Error('every code of this clock position is used: move ctx.clock.now on');
  return totpCode(credentials.totpSecret, step);
}

/** POST /api/staff/session, with a fresh code when the user has one; fails the test unless signed in. */
export async function signInStaff(ctx: TestContext, credentials: StaffCredentials): Promise<StaffSession> {
  const code = credentials.totpSecret ? await freshTotpCode(ctx, credentials) : undefined;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: { email: credentials.email, password: credentials.password, ...(code ? { code } : {}) },
  });
  const body = res.json<{ status: string; staff: TStaffMe; csrfToken: string }>();
  if (res.statusCode !== 200 || body.status !== 'signed-in') {
    throw new Error(`staff sign-in of ${credentials.email}: ${res.statusCode} ${res.body}`);
  }
  const cookie = `${STAFF_COOKIE}=${staffCookieOf(res)}`;
  return { cookie, csrfToken: body.csrfToken, staff: body.staff, headers: { cookie, [CSRF_HEADER]: body.csrfToken } };
}

/** The staff cookie's value a response set (undefined when it set none). */
export function staffCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === STAFF_COOKIE)?.value;
}

/** A call as the signed-in staff user: their cookie and CSRF token, plus any headers given. */
export function injectAsStaff(
  ctx: TestContext,
  session: StaffSession,
  options: { method: InjectOptions['method']; url: string; payload?: object; headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: options.method,
    url: options.url,
    headers: { ...session.headers, ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

/** createStaff then signInStaff. */
export async function staffSession(ctx: TestContext, options: StaffOptions): Promise<StaffSession> {
  return signInStaff(ctx, await createStaff(ctx, options));
}
