import { z } from 'zod';
import { STORES } from '../stores.js';
import { LANGUAGES } from '../languages.js';

export const ZStore = z.enum(STORES);
export const ZLanguage = z.enum(LANGUAGES);
/** ISO calendar date, as the API exchanges dates. */
export const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
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
