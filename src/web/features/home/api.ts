import type { z } from 'zod';
import {
  ZEmailStatusResponse,
  ZSearchResponse,
  ZSearchRmaResponse,
  ZServiceRequiredBody,
  ZServiceRequiredResponse,
  ZYourDetailsPostResponse,
  ZYourDetailsResponse,
  ZYourProductsResponse,
  type TYourDetailsBody,
} from '../../../shared/schemas/index.js';
import {
  ZProductsOutcomeResponse,
  ZSearchOrderOutcomeResponse,
  type TAddProductBody,
} from '../../../shared/schemas/your-products.js';
import type { Store } from '../../../shared/stores.js';
import { apiCall, ensureToken } from '../../lib/api.js';

/**
 * The home flow's calls (spec section 7), one function per call, each parsed with the shared schema.
 * Every call first makes sure a guest token exists (authenticate).
 */

async function call<T>(store: Store, path: string, options: Parameters<typeof apiCall<T>>[1]): Promise<T> {
  await ensureToken(store);
  return apiCall<T>(path, options);
}

export const yourDetailsQueryKey = (store: Store) => ['your-details', store] as const;
export const yourProductsQueryKey = (store: Store) => ['your-products', store] as const;

export function fetchYourDetails(store: Store, signal?: AbortSignal) {
  return call(store, 'your-details', { query: { store }, schema: ZYourDetailsResponse, signal });
}

export function postYourDetails(body: TYourDetailsBody) {
  return call(body.store, 'your-details', { method: 'POST', body, schema: ZYourDetailsPostResponse });
}

export function postEmailStatus(store: Store, email: string) {
  return call(store, 'your-details/email-status', {
    method: 'POST',
    body: { email, store },
    schema: ZEmailStatusResponse,
  });
}

export function fetchYourProducts(store: Store, signal?: AbortSignal) {
  return call(store, 'your-products', { query: { store }, schema: ZYourProductsResponse, signal });
}

export function searchOrder(store: Store, keyword: string) {
  return call(store, 'your-products/search-order', {
    method: 'POST',
    body: { keyword, store },
    schema: ZSearchOrderOutcomeResponse,
  });
}

export function searchRmaRequest(store: Store, keyword: string) {
  return call(store, 'your-products/search-rma-request', {
    method: 'POST',
    body: { keyword, store },
    schema: ZSearchRmaResponse,
  });
}

export function selectProduct(store: Store, sourceId: string, action: number) {
  return call(store, 'your-products/select', {
    method: 'POST',
    body: { keyword: sourceId, store, action },
    schema: ZProductsOutcomeResponse,
  });
}

export function searchProducts(store: Store, keyword: string, signal?: AbortSignal) {
  return call(store, 'your-products/search', {
    method: 'POST',
    body: { keyword, store },
    schema: ZSearchResponse,
    signal,
  });
}

/** Adds a product bought at another retailer (by catalogue id) to the retail list. */
export function addRetailProduct(store: Store, productId: number) {
  const body: TAddProductBody = { id: productId, store };
  return call(store, 'your-products/update-product', { method: 'POST', body, schema: ZProductsOutcomeResponse });
}

export function updateSerialNumber(store: Store, sourceId: string, serialNumber: string) {
  const body = { sourceId, store, serialNumber };
  return call(store, 'your-products/update-serial-number', { method: 'POST', body, schema: ZProductsOutcomeResponse });
}

export function updateInvoiceNumber(store: Store, sourceId: string, invoiceNumber: string) {
  const body = { sourceId, store, invoiceNumber };
  return call(store, 'your-products/update-invoice-number', { method: 'POST', body, schema: ZProductsOutcomeResponse });
}

export function updatePurchaseDate(store: Store, sourceId: string, purchaseDate: string) {
  const body = { sourceId, store, purchaseDate };
  return call(store, 'your-products/update-purchase-date', { method: 'POST', body, schema: ZProductsOutcomeResponse });
}

export function removeProduct(store: Store, sourceId: string) {
  const body = { sourceId, store };
  return call(store, 'your-products/remove', { method: 'PUT', body, schema: ZProductsOutcomeResponse });
}

export function uploadProof(store: Store, sourceId: string, file: File) {
  const form = new FormData();
  form.append('sourceId', sourceId);
  form.append('store', store);
  form.append('file', file, file.name);
  return call(store, 'your-products/upload-file', {
    method: 'POST',
    query: { store },
    body: form,
    schema: ZProductsOutcomeResponse,
  });
}

export function removeProof(store: Store, sourceId: string) {
  const body = { sourceId, store };
  return call(store, 'your-products/remove-file', { method: 'POST', body, schema: ZProductsOutcomeResponse });
}

export function postServiceRequired(body: z.input<typeof ZServiceRequiredBody>) {
  return call(body.store, 'your-products/service-required', {
    method: 'POST',
    body,
    schema: ZServiceRequiredResponse,
  });
}
