import { z } from 'zod';
import { STORES } from '../stores.js';
import { LANGUAGES } from '../languages.js';

export const ZStore = z.enum(STORES);
export const ZLanguage = z.enum(LANGUAGES);
/** ISO calendar date, as the API exchanges dates. */
export const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
/** The range of an integer column (PostgreSQL `integer`); a number outside it is refused as invalid, not sent on. */
export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;
export const ZInt32 = z.number().int().min(INT32_MIN).max(INT32_MAX);
/** A row id of the contract: a non-negative integer column (0 where the call means "none" or "new"). */
export const ZId = z.number().int().min(0).max(INT32_MAX);
export const ZStoreQuery = z.object({ store: ZStore });
export type TStoreQuery = z.infer<typeof ZStoreQuery>;

/** Every failed answer: a message key of the catalogue, its text in the store's language, and field errors. */
export const ZApiError = z.object({
  status: z.string(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZStatusOnly = z.object({ status: z.string() });
