import { z } from 'zod';
import { STORES } from '../stores.js';

/**
 * A store's operator settings (GET/PUT /api/staff/stores/:store/settings, admins of the store): the refund
 * amount above which a supervisor must approve, automatic approval, the team's and the From address of its
 * e-mails, the return centre customers ship to, and the service level in business days.
 */
export const RETURN_CENTRE_LINES_MAX = 8;

export const ZReturnCentre = z.object({
  name: z.string().trim().max(120),
  lines: z.array(z.string().trim().min(1).max(120)).max(RETURN_CENTRE_LINES_MAX),
});
export type TReturnCentre = z.infer<typeof ZReturnCentre>;

const ZOptionalEmail = z.union([z.literal(''), z.string().trim().max(254).pipe(z.email())]);

export const ZStoreSettings = z.object({
  /** 0: no threshold. In the store's currency. */
  refundThreshold: z.number().min(0).max(1_000_000_000),
  autoApprove: z.boolean(),
  teamEmail: ZOptionalEmail,
  fromEmail: ZOptionalEmail,
  returnCentre: ZReturnCentre,
  firstResponseDays: z.number().int().min(1).max(60),
  resolutionDays: z.number().int().min(1).max(365),
});
export type TStoreSettingsInput = z.infer<typeof ZStoreSettings>;

export const ZStoreSettingsAnswer = ZStoreSettings.extend({
  store: z.enum(STORES),
  /** When they were last saved; null while the store has the defaults. */
  updatedAt: z.string().nullable(),
});
export type TStoreSettings = z.infer<typeof ZStoreSettingsAnswer>;

export const ZStoreParams = z.object({ store: z.enum(STORES) });

/** What a store has before an admin saves its settings: the migration's column defaults. */
export const DEFAULT_STORE_SETTINGS: TStoreSettingsInput = {
  refundThreshold: 0,
  autoApprove: false,
  teamEmail: '',
  fromEmail: '',
  returnCentre: { name: '', lines: [] },
  firstResponseDays: 2,
  resolutionDays: 10,
};
