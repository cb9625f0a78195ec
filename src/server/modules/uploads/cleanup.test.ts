import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { customer, png, uploadedFiles, uploadFile } from '../../test/kit.js';
import { removeOrphanedUploads } from './cleanup.js';
import { receiveFile, storeUpload } from './service.js';

const HEADSET = 1004;

function part(content: Buffer): MultipartFile {
  const file = Object.assign(Readable.from([content]), { truncated: false });
  return { type: 'file', fieldname: 'file', filename: 'a.png', file } as unknown as MultipartFile;
}

describe.each(ENGINES)('upload clean-up (%s)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('removes a day-old upload nothing uses and a stray content, keeps what a session or an RMA line names', async () => {
    const app = ctx.app.ctx;
    const c = await customer(ctx, 'us', 'alex.us@example.com');
    const products = (await c.post('/api/your-products/update-product', { id: HEADSET })).body.products;
    const sourceId = products[products.length - 1].sourceId as string;
    const proof = (await uploadFile(ctx, c, sourceId, { filename: 'r.png', type: 'image/png', content: png(300) })).body
      .products;
    const proofUrl = proof.find((l: { sourceId: string }) => l.sourceId === sourceId).purchaseProof as string;

    const orphan = await storeUpload(
      app,
      { id: 'session-long-gone' },
      { kind: 'proof', sourceId: 'x', part: part(png(200)) },
    );
    const kept = await storeUpload(
      app,
      { id: 'session-long-gone' },
      { kind: 'damage', sourceId: 'y', part: part(png(200)) },
    );
    const line = await ctx.database.db.selectFrom('rma_lines').select('id').orderBy('id').executeTakeFirstOrThrow();
    await ctx.database.db
      .updateTable('rma_lines')
      .set({ damage_upload_id: kept.id })
      .where('id', '=', line.id)
      .execute();
    const stray = await receiveFile(app, part(png(150)));
    const named = (id: string) => async () => (await uploadedFiles(ctx)).filter((n) => n.startsWith(id)).length;
    expect(await named(stray.id)()).toBe(1);

    // Not yet a day old: nothing goes.
    expect(await removeOrphanedUploads(app)).toEqual({ uploads: 0, strays: 0 });

    const start = ctx.clock.now;
    try {
      // Past a day after both the app's clock (rows) and the real one (file times).
      ctx.clock.now = new Date(Math.max(start.getTime(), Date.now()) + 25 * 3600 * 1000);
      expect(await removeOrphanedUploads(app)).toEqual({ uploads: 1, strays: 1 });
    } finally {
      ctx.clock.now = start;
    }
    const ids = (await ctx.database.db.selectFrom('uploads').select('id').execute()).map((r) => r.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(orphan.id);
    expect(await named(orphan.id)()).toBe(0);
    expect(await named(stray.id)()).toBe(0);
    expect(await named(kept.id)()).toBe(1);
    expect((await c.get(proofUrl)).statusCode).toBe(200);
  });
});
