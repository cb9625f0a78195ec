import { z } from 'zod';
import { RequestService } from '../../../shared/codes.js';
import { validateRequestSubmit, type RequestProduct } from '../../../shared/rules/reasons.js';
import type { Store } from '../../../shared/stores.js';
import type { ItemState } from './types.js';

/** The request form: the service chosen (1 refund, 2 repair, 3 contact us; null none yet) and one item per product. */
export const ZRequestValues = z.object({
  service: z.number().nullable(),
  items: z.array(z.custom<ItemState>()),
});
export type TRequestValues = z.infer<typeof ZRequestValues>;

/**
 * The request form's schema: the shared rule (validateRequestSubmit, which the server runs too) judges the
 * service and every product's reason; its messages stay catalogue keys until shown. A product's errors are at
 * items.<index>.<field>.
 */
export function requestSchema(store: Store, products: readonly RequestProduct[]) {
  return ZRequestValues.superRefine((values, ctx) => {
    if (values.service === RequestService.ContactUs) return;
    const { errors } = validateRequestSubmit({
      serviceRequired: values.service,
      items: values.items.map((item) => ({ ...item, cosmetic: item.cosmetic === '' ? undefined : item.cosmetic })),
      store,
      products,
    });
    if (errors.serviceRequired) ctx.addIssue({ code: 'custom', path: ['service'], message: errors.serviceRequired });
    values.items.forEach((item, index) => {
      for (const [field, key] of Object.entries(errors.bySourceId[item.sourceId] ?? {})) {
        ctx.addIssue({ code: 'custom', path: ['items', index, field], message: key });
      }
    });
  });
}
