import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { STAFF_ROLES } from './roles.js';
import { ZStaffScope } from './auth.js';

/**
 * The admin calls on staff users (docs/staff/api.md#staff-users): list, create, change, end sessions. Passwords
 * are at least STAFF_PASSWORD_MIN characters; they are never answered, nor are TOTP secrets.
 */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 200;
export const STAFF_NAME_MAX = 100;

export const ZStaffPassword = z.string().min(STAFF_PASSWORD_MIN).max(STAFF_PASSWORD_MAX);

export const ZStaffUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  stores: ZStaffScope,
  language: z.enum(LANGUAGES),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  /** Locked after repeated failed sign-ins, until this instant (ISO); null when not locked. */
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TStaffUser = z.infer<typeof ZStaffUser>;

export const ZStaffUserList = z.object({ users: z.array(ZStaffUser) });
export type TStaffUserList = z.infer<typeof ZStaffUserList>;

/** POST /api/staff/users. */
export const ZStaffUserCreate = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  name: z.string().trim().min(1).max(STAFF_NAME_MAX),
  role: z.enum(STAFF_ROLES),
  stores: ZStaffScope,
  password: ZStaffPassword,
  language: z.enum(LANGUAGES).default('en'),
});
export type TStaffUserCreate = z.infer<typeof ZStaffUserCreate>;

/**
 * PATCH /api/staff/users/:id: only the fields given change. A new password, disabling or resetting the one-time
 * code also ends the user's sessions.
 */
export const ZStaffUserPatch = z
  .object({
    name: z.string().trim().min(1).max(STAFF_NAME_MAX),
    role: z.enum(STAFF_ROLES),
    stores: ZStaffScope,
    disabled: z.boolean(),
    password: ZStaffPassword,
    /** Clears the one-time code secret (a lost phone): the user enrols again at the next sign-in. */
    resetTotp: z.literal(true),
  })
  .partial();
export type TStaffUserPatch = z.infer<typeof ZStaffUserPatch>;

export const ZStaffUserParams = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

/** POST /api/staff/users/:id/end-sessions: how many sessions were ended. */
export const ZEndSessionsResult = z.object({ ended: z.number().int() });
