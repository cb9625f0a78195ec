import { z } from 'zod';
import { LANGUAGES } from '../../shared/languages.js';
import { STAFF_ROLES } from '../../shared/staff/roles.js';
import { RETURN_CENTRE_LINES_MAX } from '../../shared/staff/settings.js';
import { STAFF_NAME_MAX, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../shared/staff/users.js';
import { ARGON2ID_HASH } from '../modules/staff/passwords.js';
import { ZBool, ZEmail, ZMoney, ZOptionalText, ZStore, ZText, says } from './fields.js';

/** The operator half's sections of the import file (docs/data-format.md#staffusers, #storesettings). */

export const ZStaffUserRecord = z
  .strictObject({
    email: ZEmail,
    name: ZText(STAFF_NAME_MAX),
    role: z.enum(STAFF_ROLES, { error: says('expected viewer, agent, supervisor or admin') }),
    stores: z
      .union([z.literal('*'), z.array(ZStore).min(1, { error: 'at least one store, or "*" for every store' })], {
        error: says('expected "*" or a list of stores'),
      })
      .meta({ description: '"*" for every store, else the stores the user works on' }),
    password: z
      .string()
      .min(STAFF_PASSWORD_MIN, { error: `at least ${STAFF_PASSWORD_MIN} characters` })
      .max(STAFF_PASSWORD_MAX)
      .optional()
      .meta({ description: 'Plain password, hashed with Argon2id on import' }),
    passwordHash: z
      .string()
      .regex(ARGON2ID_HASH, { error: "expected an Argon2id PHC string '$argon2id$v=19$m=…,t=…,p=…$salt$hash'" })
      .optional(),
    totpSecret: z
      .string()
      .regex(/^[A-Z2-7]{16,128}$/, { error: 'expected 16 to 128 base32 characters (A–Z, 2–7)' })
      .optional()
      .meta({ description: 'Base32 one-time code secret: enrols the user; left out, a stored one is kept' }),
    language: z.enum(LANGUAGES, { error: says('unknown language') }).default('en'),
    disabled: ZBool(false),
  })
  .meta({ title: 'StaffUser' });

const ZOptionalEmail = z.union([z.literal(''), ZEmail], { error: 'not a valid email address' }).default('');

export const ZStoreSettingsRecord = z
  .strictObject({
    store: ZStore,
    refundThreshold: ZMoney.default(0).meta({ description: 'Refunds above it need a supervisor; 0: none' }),
    autoApprove: ZBool(false),
    teamEmail: ZOptionalEmail,
    fromEmail: ZOptionalEmail,
    returnCentre: z
      .strictObject({
        name: ZOptionalText(120),
        lines: z.array(ZText(120)).max(RETURN_CENTRE_LINES_MAX).default([]),
      })
      .default({ name: '', lines: [] }),
    firstResponseDays: z.number().int().min(1).max(60).default(2),
    resolutionDays: z.number().int().min(1).max(365).default(10),
  })
  .meta({ title: 'StoreSettings' });

export type TStaffUserRecord = z.infer<typeof ZStaffUserRecord>;
export type TStoreSettingsRecord = z.infer<typeof ZStoreSettingsRecord>;
