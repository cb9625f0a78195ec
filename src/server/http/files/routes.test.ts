import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../shared/limits.js';
import { englishMessage } from '../../../shared/messages.js';
import type { TProductLine } from '../../../shared/schemas/index.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import {
  customer,
  newSession,
  PDF,
  PNG,
  png,
  uploadedFiles,
  uploadFile,
  uploadRows,
  type Customer,
} from '../../test/kit.js';
import { deleteUpload, safeFileName, saveUpload, storeUpload } from '../../modules/uploads/service.js';

const ALEX = 'alex.us@example.com';
const HEADSET = 1004;

type Products = { status: string; products: TProductLine[] };

/** A multipart file part as @fastify/multipart gives it, for the service-level tests. */
function fakePart(content: Buffer, filename: string): MultipartFile {
  const file = Readable.from([content]) as Readable & { truncated: boolean };
  file.truncated = false;
  return {
    type: 'file',
    fieldname: 'file',
    filename,
    encoding: '7bit',
    mimetype: 'image/png',
    file,
  } as unknown as MultipartFile;
}

describe.each(ENGINES)('files and proof uploads (%s)', (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function withRetailLine(): Promise<{ c: Customer; sourceId: string }> {
    const c = await customer(ctx, 'us', ALEX);
    const res = await c.post('/api/your-products/update-product', { id: HEADSET });
    const products = res.json<Products>().products;
    return { c, sourceId: products[products.length - 1]!.sourceId };
  }

  it('accepts a PNG of exactly 4 MB and serves it to its session only', async () => {
    const { c, sourceId } = await withRetailLine();
    const filesBefore = (await uploadedFiles(ctx)).length;
    const res = await uploadFile(ctx, c, sourceId, {
      filename: 'receipt.png',
      type: 'image/png',
      content: png(4 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Products>();
    expect(body.status).toBe('success');
    const proof = body.products.find((l) => l.sourceId === sourceId)!.purchaseProof;
    expect(proof).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(await uploadedFiles(ctx)).toHaveLength(filesBefore + 1);
    expect((await c.products()).retailList.find((l) => l.sourceId === sourceId)!.purchaseProof).toBe(proof);

    const own = await c.get(proof);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toBe('inline; filename="receipt.png"');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('private, no-store');
    // Kept re-encoded: the picture, without the 4 MB of padding it came with.
    expect(own.rawPayload.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect(own.rawPayload.length).toBeLessThan(1024);

    const stranger = await customer(ctx, 'us', ALEX); // same e-mail, another session
    const theirs = await stranger.get(proof);
    const unknown = await stranger.get('/api/files/00000000-0000-4000-8000-000000000000');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect((await ctx.app.inject({ method: 'GET', url: proof })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: proof, headers: { authorization: 'Bearer x' } })).statusCode,
    ).toBe(401);
    expect((await stranger.get('/api/files/..%2f..%2fsecrets.json')).statusCode).toBe(404);
  });

  it('refuses 4 MB + 1 byte with 413, leaving no file and no row', async () => {
    const { c, sourceId } = await withRetailLine();
    const files = await uploadedFiles(ctx);
    const rows = await uploadRows(ctx);
    const res = await uploadFile(ctx, c, sourceId, {
      filename: 'big.png',
      type: 'image/png',
      content: png(UPLOAD_MAX_BYTES + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'fileFormatsAllowed', message: englishMessage('fileFormatsAllowed') });
    expect(await uploadedFiles(ctx)).toEqual(files);
    expect(await uploadRows(ctx)).toBe(rows);
    expect((await c.products()).retailList.find((l) => l.sourceId === sourceId)!.purchaseProof).toBe('');
  });

  it('judges the type by content: a .png of text is refused, a PDF named .png is stored as PDF', async () => {
    const { c, sourceId } = await withRetailLine();
    const files = await uploadedFiles(ctx);
    const rows = await uploadRows(ctx);
    const text = await uploadFile(ctx, c, sourceId, {
      filename: 'photo.png',
      type: 'image/png',
      content: Buffer.from('just some text, not a picture'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'fileFormatsAllowed' });
    const empty = await uploadFile(ctx, c, sourceId, {
      filename: 'empty.png',
      type: 'image/png',
      content: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    const html = await uploadFile(ctx, c, sourceId, {
      filename: 'x.gif',
      type: 'image/gif',
      content: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(400);
    expect(await uploadedFiles(ctx)).toEqual(files);
    expect(await uploadRows(ctx)).toBe(rows);

    const ok = await uploadFile(ctx, c, sourceId, { filename: 'scan.png', type: 'image/png', content: PDF }, false);
    expect(ok.statusCode).toBe(200);
    const proof = ok.json<Products>().products.find((l) => l.sourceId === sourceId)!.purchaseProof;
    const served = await c.get(proof);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline; filename="scan.pdf"');
  });

  it('replaces an earlier proof and deletes it; remove-file deletes row and file', async () => {
    const { c, sourceId } = await withRetailLine();
    const first = (
      await uploadFile(ctx, c, sourceId, { filename: 'a.png', type: 'image/png', content: png(500) })
    ).json<Products>();
    const firstProof = first.products.find((l) => l.sourceId === sourceId)!.purchaseProof;
    const files = await uploadedFiles(ctx);
    const rows = await uploadRows(ctx);
    const second = (
      await uploadFile(ctx, c, sourceId, { filename: 'b.png', type: 'image/png', content: png(600) })
    ).json<Products>();
    const secondProof = second.products.find((l) => l.sourceId === sourceId)!.purchaseProof;
    expect(secondProof).not.toBe(firstProof);
    expect((await c.get(firstProof)).statusCode).toBe(404);
    expect(await uploadedFiles(ctx)).toHaveLength(files.length);
    expect(await uploadRows(ctx)).toBe(rows);

    const removed = await c.post('/api/your-products/remove-file', { sourceId });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Products>().products.find((l) => l.sourceId === sourceId)!.purchaseProof).toBe('');
    expect((await c.get(secondProof)).statusCode).toBe(404);
    expect(await uploadedFiles(ctx)).toHaveLength(files.length - 1);
    expect(await uploadRows(ctx)).toBe(rows - 1);
  });

  it('attaches a proof to an order line too', async () => {
    const c = await customer(ctx, 'us', ALEX);
    const orders = (await c.products()).orderList;
    const line = orders.find((o) => o.orderNumber === 'US1000110')!.items[0]!;
    const res = await uploadFile(ctx, c, line.sourceId, {
      filename: 'invoice.png',
      type: 'image/png',
      content: png(300),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Products>().products.find((l) => l.sourceId === line.sourceId)!.purchaseProof).toMatch(
      /^\/api\/files\//,
    );

    // A line an RMA holds takes no new proof, and keeps nothing of the attempt.
    const held = orders.find((o) => o.orderNumber === 'US1000120')!.items[0]!;
    const files = await uploadedFiles(ctx);
    const frozen = await uploadFile(ctx, c, held.sourceId, {
      filename: 'invoice.png',
      type: 'image/png',
      content: png(300),
    });
    expect(frozen.json()).toMatchObject({ status: 'rma-exists', code: 'rmaExists' });
    expect(await uploadedFiles(ctx)).toEqual(files);
  });

  it("refuses a missing or another session's line and a form without a file, keeping nothing", async () => {
    const { sourceId } = await withRetailLine();
    const other = await customer(ctx, 'us', ALEX);
    const files = await uploadedFiles(ctx);
    const rows = await uploadRows(ctx);
    const file = { filename: 'a.png', type: 'image/png', content: png(100) };
    expect((await uploadFile(ctx, other, sourceId, file)).statusCode).toBe(404);
    expect((await uploadFile(ctx, other, undefined, file)).statusCode).toBe(400);
    expect((await uploadFile(ctx, other, sourceId, undefined)).statusCode).toBe(400);
    const fresh = await newSession(ctx, 'us');
    const noDetails = await uploadFile(ctx, fresh, sourceId, file);
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json()).toMatchObject({ code: 'enterEmail' });
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/your-products/upload-file',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(noToken.statusCode).toBe(401);
    const notMultipart = await other.post('/api/your-products/upload-file', { sourceId });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(await uploadedFiles(ctx)).toEqual(files);
    expect(await uploadRows(ctx)).toBe(rows);
  });

  it('quotes a safe file name', () => {
    expect(safeFileName('a"b<script>.png', 'png')).toBe('a_b_script_.png');
    expect(safeFileName('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(safeFileName('C:\\Users\\me\\photo.JPEG', 'jpg')).toBe('photo.JPEG');
    expect(safeFileName('', 'pdf')).toBe('upload.pdf');
    expect(safeFileName('résumé.pdf', 'pdf')).toBe('resume.pdf');
  });

  it('removes the file when the row cannot be written, and row and file when attaching fails', async () => {
    const session = { id: 'session-for-service-test' };
    const files = await uploadedFiles(ctx);
    const brokenDb = {
      insertInto: () => {
        throw new Error('database down');
      },
    };
    const broken = {
      config: ctx.app.ctx.config,
      now: ctx.app.ctx.now,
      dialect: ctx.app.ctx.dialect,
      db: brokenDb as unknown as typeof ctx.app.ctx.db,
    };
    await expect(
      storeUpload(broken, session, { kind: 'proof', sourceId: 'x', part: fakePart(png(100), 'a.png') }),
    ).rejects.toThrow('database down');
    expect(await uploadedFiles(ctx)).toEqual(files);

    const rows = await uploadRows(ctx);
    await expect(
      storeUpload(ctx.app.ctx, session, {
        kind: 'damage',
        sourceId: 'x',
        part: fakePart(png(100), 'a.png'),
        attach: async () => {
          throw new Error('state write failed');
        },
      }),
    ).rejects.toThrow('state write failed');
    expect(await uploadedFiles(ctx)).toEqual(files);
    expect(await uploadRows(ctx)).toBe(rows);

    const stored = await storeUpload(ctx.app.ctx, session, {
      kind: 'damage',
      sourceId: 'x',
      part: fakePart(png(100), 'd.png'),
    });
    expect(stored).toMatchObject({ kind: 'damage', mime: 'image/png', url: `/api/files/${stored.id}` });
    expect((await uploadedFiles(ctx)).filter((name) => name.startsWith(stored.id))).toHaveLength(1);
    await deleteUpload(ctx.app.ctx, stored.id);
    expect(await uploadedFiles(ctx)).toEqual(files);
    expect(await uploadRows(ctx)).toBe(rows);
    expect(saveUpload).toBeTypeOf('function');
  });
});
