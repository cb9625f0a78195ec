import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { TOrder, TProductLine, TYourProductsResponse } from '../../shared/schemas/index.js';
import type { TestContext } from './context.js';

/** Test helpers of the your-products and files API tests (not a test file itself). */

export interface Customer {
  token: string;
  headers: { authorization: string };
  store: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse>;
  put(url: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse>;
  products(): Promise<TYourProductsResponse>;
}

/** A guest session of the store that has given its details (step 2), acting for `email`. */
export async function customer(ctx: TestContext, store: string, email: string): Promise<Customer> {
  const auth = await ctx.app.inject({ method: 'POST', url: `/api/your-details/authenticate?store=${store}` });
  if (auth.statusCode !== 200) throw new Error(`authenticate: ${auth.statusCode} ${auth.body}`);
  const token = auth.json<{ token: string }>().token;
  const headers = { authorization: `Bearer ${token}` };
  const details = await ctx.app.inject({ method: 'GET', url: `/api/your-details?store=${store}`, headers });
  const { countryList, languageReply } = details.json<{ countryList: { id: number }[]; languageReply: string }>();
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/your-details',
    headers,
    payload: {
      store,
      firstName: 'Alex',
      lastName: 'Tester',
      email,
      country: countryList[0]!.id,
      pid: store === 'tw' ? 'A123456789' : '',
      languageReply,
    },
  });
  if (saved.statusCode !== 200) throw new Error(`your-details: ${saved.statusCode} ${saved.body}`);
  return guest(ctx, store, token);
}

/** A session by token, with or without details. */
export function guest(ctx: TestContext, store: string, token: string): Customer {
  const headers = { authorization: `Bearer ${token}` };
  const self: Customer = {
    token,
    headers,
    store,
    get: (url) => ctx.app.inject({ method: 'GET', url, headers }),
    post: (url, payload) => ctx.app.inject({ method: 'POST', url, headers, payload: { store, ...payload } }),
    put: (url, payload) => ctx.app.inject({ method: 'PUT', url, headers, payload: { store, ...payload } }),
    async products() {
      const res = await self.get(`/api/your-products?store=${store}`);
      if (res.statusCode !== 200) throw new Error(`your-products: ${res.statusCode} ${res.body}`);
      return res.json<TYourProductsResponse>();
    },
  };
  return self;
}

export async function newSession(ctx: TestContext, store: string): Promise<Customer> {
  const auth = await ctx.app.inject({ method: 'POST', url: `/api/your-details/authenticate?store=${store}` });
  return guest(ctx, store, auth.json<{ token: string }>().token);
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

/** A PNG of `size` bytes: signature, a 1×1 IHDR, an empty IDAT, then zero padding. */
export function png(size: number): Buffer {
  const head = Buffer.from(
    '89504e470d0a1a0a' +
      '0000000d' +
      '49484452' +
      '00000001' +
      '00000001' +
      '0806000000' +
      '1f15c489' +
      '00000000' +
      '49444154' +
      '35af061e',
    'hex',
  );
  const buffer = Buffer.alloc(Math.max(size, head.length));
  head.copy(buffer);
  return buffer.subarray(0, size);
}

export function uploadFile(
  ctx: TestContext,
  customerSession: Customer,
  sourceId: string | undefined,
  file: { filename: string; type: string; content: Buffer } | undefined,
  sourceIdFirst = true,
) {
  const fields: Part[] = sourceId === undefined ? [] : [{ name: 'sourceId', value: sourceId }];
  const files: Part[] = file ? [{ name: 'file', ...file }] : [];
  const body = multipart(sourceIdFirst ? [...fields, ...files] : [...files, ...fields]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/your-products/upload-file',
    headers: { ...customerSession.headers, ...body.headers },
    payload: body.payload,
  });
}

/** Files in the upload folder (finished and partial). */
export function uploadedFiles(ctx: TestContext): string[] {
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
