import zlib from 'node:zlib';
/**
 * The one kit of the API tests: a customer driven through the real calls (authenticate → your-details →
 * your-products → your-request → your-address), uploads, and look-ups of what the server stored.
 * Not used by the app.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TOrder, TProductLine, TYourProductsResponse } from '../../shared/schemas/index.js';
import type { Store } from '../../shared/stores.js';
import type { TestContext } from './context.js';

/** An answer: status, headers, the body parsed (JSON, else text), and the raw bytes. */
export interface Answer {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  rawPayload: Buffer;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

function answerOf(res: LightMyRequestResponse): Answer {
  return {
    statusCode: res.statusCode,
    headers: res.headers,
    body: res.body ? safeJson(res.body) : undefined,
    rawPayload: res.rawPayload,
    json: <T>() => res.json<T>(),
  };
}

export class Customer {
  constructor(
    readonly app: FastifyInstance,
    readonly store: Store,
    public token: string,
  ) {}

  get headers(): { authorization: string } {
    return { authorization: `Bearer ${this.token}` };
  }

  async send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method,
      url,
      headers: { ...this.headers, ...headers },
      ...(payload === undefined
        ? {}
        : typeof payload === 'string' || Buffer.isBuffer(payload)
          ? { payload }
          : { payload: payload as object }),
    });
    return answerOf(res);
  }

  /** A GET; the store is added to the query unless the path has a query of its own. */
  get(url: string, query: Record<string, string> = {}): Promise<Answer> {
    if (url.includes('?')) return this.send('GET', url);
    return this.send('GET', `${url}?${new URLSearchParams({ store: this.store, ...query }).toString()}`);
  }

  post(url: string, body: Record<string, unknown> = {}): Promise<Answer> {
    return this.send('POST', url, { store: this.store, ...body });
  }

  put(url: string, body: Record<string, unknown> = {}): Promise<Answer> {
    return this.send('PUT', url, { store: this.store, ...body });
  }

  /** A multipart form: fields first, then the file. */
  upload(
    url: string,
    fields: Record<string, string>,
    file: { name: string; type: string; content: Buffer } | null,
  ): Promise<Answer> {
    const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
    if (file) parts.push({ name: 'file', filename: file.name, type: file.type, content: file.content });
    const form = multipart(parts);
    return this.send('POST', `${url}?store=${this.store}`, form.payload, form.headers);
  }

  /** GET your-products, which must succeed. */
  async products(): Promise<TYourProductsResponse> {
    const res = await this.get(`/api/your-products?store=${this.store}`);
    if (res.statusCode !== 200) throw new Error(`your-products: ${res.statusCode} ${JSON.stringify(res.body)}`);
    return res.json<TYourProductsResponse>();
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

  serviceRequired(body: Record<string, unknown>) {
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

type App = FastifyInstance | TestContext;
const appOf = (owner: App): FastifyInstance =>
  ('app' in owner && 'database' in owner ? owner.app : owner) as FastifyInstance;

/** A new guest session of the store (step 1). */
export async function newCustomer(owner: App, store: Store): Promise<Customer> {
  const app = appOf(owner);
  const res = await app.inject({ method: 'POST', url: `/api/your-details/authenticate?store=${store}` });
  expect(res.statusCode, res.body).toBe(200);
  return new Customer(app, store, res.json<{ token: string }>().token);
}

/** A customer of the demo data with details given (step 2). */
export async function demoCustomer(
  owner: App,
  store: Store,
  email: string,
  country: number,
  extra: Record<string, string> = {},
): Promise<Customer> {
  const c = await newCustomer(owner, store);
  await c.details({ email, country, ...extra });
  return c;
}

/** A guest of the store that has given its details (step 2) as Alex Tester, in the store's first country. */
export async function customer(owner: App, store: Store, email: string): Promise<Customer> {
  const c = await newCustomer(owner, store);
  const details = await c.get('/api/your-details');
  const { countryList, languageReply } = details.json<{ countryList: { id: number }[]; languageReply: string }>();
  await c.details({
    email,
    country: countryList[0]!.id,
    firstName: 'Alex',
    lastName: 'Tester',
    pid: store === 'tw' ? 'A123456789' : '',
    languageReply,
  });
  return c;
}

/** A session by token, with or without details. */
export function guest(owner: App, store: Store, token: string): Customer {
  return new Customer(appOf(owner), store, token);
}

export function orderOf(list: TOrder[], orderNumber: string): TOrder {
  const order = list.find((o) => o.orderNumber === orderNumber);
  if (!order) throw new Error(`order ${orderNumber} not listed`);
  return order;
}

export function lineOf(order: TOrder, sku: string, nth = 0): TProductLine {
  const line = order.items.filter((l) => l.sku === sku)[nth];
  if (!line) throw new Error(`no ${sku} in ${order.orderNumber}`);
  return line;
}

/** A refund reason that passes in stores without acknowledgement. */
/** A new shipping address in the United States, as the address step's update call takes it. */
export function usShippingAddress(extra: Record<string, unknown> = {}) {
  return {
    id: 0,
    firstName: 'Ship',
    lastName: 'To',
    mobile1: '+1 555 0100',
    mobile2: '',
    address1: '1 Main Street',
    address2: '',
    city: 'Springfield',
    state: 'IL',
    district: '',
    postalCode: '62701',
    vatNumber: '',
    countryId: 840,
    ...extra,
  };
}

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

type Part = { name: string; value: string } | { name: string; filename: string; type: string; content: Buffer };

/** A multipart/form-data body built by hand, parts in the given order. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----rma-test-${crypto.randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('content' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A whole, decodable PNG of exactly `size` bytes (at least PNG's 69 + 12): the 1×1 PNG with a private ancillary
 * chunk of padding before its end. The server re-encodes images, so what it keeps is the picture, not the padding.
 */
export function png(size: number): Buffer {
  const iend = PNG.length - 12;
  const dataLength = Math.max(0, size - PNG.length - 12);
  const chunk = Buffer.alloc(12 + dataLength);
  chunk.writeUInt32BE(dataLength, 0);
  chunk.write('prVt', 4, 'latin1');
  chunk.writeUInt32BE(zlib.crc32(chunk.subarray(4, 8 + dataLength)), 8 + dataLength);
  return Buffer.concat([PNG.subarray(0, iend), chunk, PNG.subarray(iend)]);
}

/** A one-page PDF that parses. */
export const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** POST your-products/upload-file with a line's sourceId and a file, in either order. */
export function uploadFile(
  ctx: TestContext,
  c: Customer,
  sourceId: string | undefined,
  file: { filename: string; type: string; content: Buffer } | undefined,
  sourceIdFirst = true,
): Promise<Answer> {
  const fields: Part[] = sourceId === undefined ? [] : [{ name: 'sourceId', value: sourceId }];
  const files: Part[] = file ? [{ name: 'file', ...file }] : [];
  const body = multipart(sourceIdFirst ? [...fields, ...files] : [...files, ...fields]);
  return c.send('POST', '/api/your-products/upload-file', body.payload, body.headers);
}

/**
 * The uploads' stored contents (finished and partial): files of the upload folder on SQLite, the ids that have
 * chunks on PostgreSQL.
 */
export async function uploadedFiles(ctx: TestContext): Promise<string[]> {
  if (ctx.database.dialect === 'postgres') {
    const rows = await ctx.database.db.selectFrom('upload_chunks').select('upload_id').distinct().execute();
    return rows.map((row) => row.upload_id).sort();
  }
  const dir = path.join(ctx.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

export async function uploadRows(ctx: TestContext): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A new guest session (step 1): the products tests' name for newCustomer. */
export const newSession = newCustomer;
