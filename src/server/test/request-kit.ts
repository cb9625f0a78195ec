/**
 * Test support for the request, address and confirmation API tests: a customer driven through the real
 * calls (authenticate → your-details → your-products select → service-required). Not used by the app.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TProductLine } from '../../shared/schemas/products.js';
import type { Store } from '../../shared/stores.js';

export interface Answer {
  statusCode: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export class Customer {
  constructor(
    readonly app: FastifyInstance,
    readonly store: Store,
    public token: string,
  ) {}

  private async send(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await this.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${this.token}`, ...headers },
      ...(payload === undefined
        ? {}
        : typeof payload === 'string' || Buffer.isBuffer(payload)
          ? { payload }
          : { payload: payload as object }),
    });
    return { statusCode: res.statusCode, body: res.body ? safeJson(res.body) : undefined };
  }

  get(path: string, query: Record<string, string> = {}): Promise<Answer> {
    const qs = new URLSearchParams({ store: this.store, ...query }).toString();
    return this.send('GET', `${path}?${qs}`);
  }

  post(path: string, body: Record<string, unknown> = {}): Promise<Answer> {
    return this.send('POST', path, { store: this.store, ...body });
  }

  /** A multipart form: fields first, then the file. */
  upload(
    path: string,
    fields: Record<string, string>,
    file: { name: string; type: string; content: Buffer } | null,
  ): Promise<Answer> {
    const { body, contentType } = multipart(fields, file);
    return this.send('POST', `${path}?store=${this.store}`, body, { 'content-type': contentType });
  }

  /** Details of step 1 (country: the store's country id). */
  async details(d: {
    email: string;
    country: number;
    firstName?: string;
    lastName?: string;
    languageReply?: string;
    pid?: string;
  }) {
    const res = await this.post('/api/your-details', {
      firstName: d.firstName ?? 'Alex',
      lastName: d.lastName ?? 'Morgan',
      email: d.email,
      country: d.country,
      pid: d.pid ?? '',
      languageReply: d.languageReply ?? 'en',
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  /** Finds an order and returns its product lines. */
  async order(orderNumber: string): Promise<TProductLine[]> {
    const res = await this.post('/api/your-products/search-order', { keyword: orderNumber });
    expect(res.body.status, JSON.stringify(res.body)).toBe('success');
    return res.body.orderList[0].items;
  }

  async select(sourceId: string, action?: number) {
    const res = await this.post('/api/your-products/select', { keyword: sourceId, ...(action ? { action } : {}) });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  async serviceRequired(body: Record<string, unknown>) {
    return this.post('/api/your-products/service-required', body);
  }

  /** Selects lines of an order (by index, default all) and completes the products step. */
  async chooseFromOrder(orderNumber: string, nature: 1 | 2, indexes?: number[]): Promise<TProductLine[]> {
    const items = await this.order(orderNumber);
    const chosen = indexes ? indexes.map((i) => items[i]!) : items;
    for (const item of chosen) await this.select(item.sourceId, nature);
    const res = await this.serviceRequired({ natureEnquiry: nature, orderNumber });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('success');
    return chosen;
  }

  submit(serviceRequired: number, items: Record<string, unknown>[], requestKey?: string) {
    return this.post('/api/your-request/submit', { serviceRequired, items, ...(requestKey ? { requestKey } : {}) });
  }
}

export async function newCustomer(app: FastifyInstance, store: Store): Promise<Customer> {
  const res = await app.inject({ method: 'POST', url: `/api/your-details/authenticate?store=${store}` });
  expect(res.statusCode, res.body).toBe(200);
  return new Customer(app, store, res.json().token);
}

/** A customer of the demo data with details given (step 2). */
export async function demoCustomer(
  app: FastifyInstance,
  store: Store,
  email: string,
  country: number,
  extra: Record<string, string> = {},
) {
  const customer = await newCustomer(app, store);
  await customer.details({ email, country, ...extra });
  return customer;
}

/** A refund reason that passes in stores without acknowledgement. */
export function refundItem(sourceId: string, extra: Record<string, unknown> = {}) {
  return { sourceId, reason: 'CHANGE_OF_MIND', cosmetic: 'no', comments: '', ...extra };
}

/** A repair reason: DEFECTIVE with a fault of the product's list. */
export function repairItem(sourceId: string, extra: Record<string, unknown> = {}) {
  return {
    sourceId,
    reason: 'DEFECTIVE',
    faultCategory: 'Audio',
    faultCode: 'AUD01',
    cosmetic: 'no',
    comments: 'No sound at all',
    ...extra,
  };
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; content: Buffer } | null,
) {
  const boundary = `----rma${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
