import { z } from 'zod';
import { ZRequestItem, type TYourRequestResponse } from '../../../shared/schemas/index.js';
import type { Store } from '../../../shared/stores.js';
import { readStored, readTabStored, writeTabStored } from '../../lib/storage.js';
import { requestSchema, type TRequestValues } from './request.types.js';
import { asksReasons } from '../../../shared/rules/reasons.js';

/*
 * The review survives a reload (docs/decisions/0030-guided-flow.md). Opening it keeps the form's values in this
 * tab's storage, named by the request they are about: the session (a digest of its token, not the token), the
 * store, the enquiry and the products. A reload that finds the same request, with values that still pass the rule,
 * opens the review again; the server holds nothing of it. A change on the form, going back to it and the submit's
 * answer forget the values, and so does a look at another request.
 */

const ZKeptReview = z.object({
  request: z.string(),
  values: z.object({ service: z.number().nullable(), items: z.array(ZRequestItem) }),
});

/** FNV-1a: tells sessions apart without writing their token a second time. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

function requestOf(data: TYourRequestResponse, store: Store): string {
  const products = data.productSelected.map((product) => product.sourceId);
  return [digest(readStored('token') ?? ''), store, data.actionSelected, ...products].join('|');
}

export function keepReview(data: TYourRequestResponse, store: Store, values: TRequestValues): void {
  writeTabStored('review', JSON.stringify({ request: requestOf(data, store), values }));
}

export function forgetReview(): void {
  writeTabStored('review', null);
}

function parse(raw: string) {
  try {
    const kept = ZKeptReview.safeParse(JSON.parse(raw));
    return kept.success ? kept.data : null;
  } catch {
    return null;
  }
}

/**
 * The kept values, when they are about these products in this order, name a refund or a repair and still pass the
 * rule. The damage photos are the server's (a photo removed in another tab is gone).
 */
function stillValid(values: TRequestValues, data: TYourRequestResponse, store: Store): TRequestValues | null {
  if (!asksReasons(values.service)) return null;
  const products = data.productSelected;
  if (values.items.length !== products.length) return null;
  if (values.items.some((item, index) => item.sourceId !== products[index]!.sourceId)) return null;
  const items = values.items.map((item) => ({
    ...item,
    damageImage: data.reasons[item.sourceId]?.damageImage ?? '',
  }));
  const restored = { service: values.service, items };
  return requestSchema(store, products).safeParse(restored).success ? restored : null;
}

/** The values of this very request's review, kept before a reload; null (and forgotten) when there are none. */
export function keptReview(data: TYourRequestResponse, store: Store): TRequestValues | null {
  const raw = readTabStored('review');
  if (raw === null) return null;
  const kept = parse(raw);
  const values = kept && kept.request === requestOf(data, store) ? stillValid(kept.values, data, store) : null;
  if (values === null) forgetReview();
  return values;
}
