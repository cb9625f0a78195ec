import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { createStaff, injectAsStaff, signInStaff, type StaffSession } from '../../test/staff.js';
import { insertRmas, rmaNoOf } from '../../test/staff-rmas.js';
import { uploadStorage } from '../../modules/uploads/storage.js';

const UPLOAD_US = '11111111-1111-4111-8111-111111111111';
const UPLOAD_UK = '22222222-2222-4222-8222-222222222222';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(ENGINES)('staff queue calls (%s)', (engine) => {
  let ctx: TestContext;
  let agentUs: StaffSession;
  let agentUsId: number;
  const get = (session: StaffSession, url: string) => injectAsStaff(ctx, session, { method: 'GET', url });

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    const db = ctx.database.db;
    const product = await db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    // Stored where this engine keeps uploads: files on SQLite, chunks in PostgreSQL.
    const storage = uploadStorage(ctx.app.ctx);
    for (const id of [UPLOAD_US, UPLOAD_UK]) {
      await storage.write(id, Readable.from([PNG]));
      const storedName = await storage.finish(id, 'png');
      await db
        .insertInto('uploads')
        .values({
          id,
          session_id: 'someone',
          kind: 'proof',
          source_id: 'x',
          original_name: 'proof.png',
          mime: 'image/png',
          size: PNG.length,
          stored_name: storedName,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
    }
    const agent = await createStaff(ctx, { role: 'agent', stores: ['us'], name: 'Ann Agent' });
    agentUsId = agent.id;
    await insertRmas(ctx.database, [
      {
        no: 90000001,
        email: 'queue.us@example.com',
        lines: [{ product_id: product.id, proof_upload_id: UPLOAD_US }],
        assignee: agent.id,
      },
      {
        no: 90000002,
        store: 'uk',
        email: 'queue.uk@example.com',
        lines: [{ product_id: product.id, damage_upload_id: UPLOAD_UK }],
      },
    ]);
    agentUs = await signInStaff(ctx, agent);
  });
  afterAll(async () => ctx?.close());

  it('answers 401 without a staff session, and never to a customer bearer token', async () => {
    for (const url of [
      '/api/staff/rmas',
      '/api/staff/rmas/counts',
      '/api/staff/rmas.csv',
      '/api/staff/assignees',
      `/api/staff/uploads/${UPLOAD_US}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer x' } });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('lists, counts and finds only the RMAs of the user stores', async () => {
    const page = await get(agentUs, '/api/staff/rmas?q=queue.us@example.com');
    expect(page.statusCode).toBe(200);
    expect(page.json().items.map((r: { rmaNo: string }) => r.rmaNo)).toEqual([rmaNoOf(90000001)]);
    expect(page.json().items[0].assignee).toEqual({ id: agentUsId, name: 'Ann Agent' });
    expect((await get(agentUs, '/api/staff/rmas?q=queue.uk@example.com')).json().items).toEqual([]);
    const counts = await get(agentUs, '/api/staff/rmas/counts?q=queue.us@example.com');
    expect(counts.json().counts['needs-review']).toBe(1);
    expect(counts.json().capped).toEqual([]);
  });

  it('answers 400 invalidCursor for a malformed cursor, and 400 for a bad filter', async () => {
    const res = await get(agentUs, '/api/staff/rmas?cursor=garbage');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'invalid', code: 'invalidCursor' });
    expect(res.json().message).toMatch(/first page/);
    expect((await get(agentUs, '/api/staff/rmas?tab=nope')).statusCode).toBe(400);
    expect((await get(agentUs, '/api/staff/rmas.csv?assignee=nobody')).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV', async () => {
    const res = await get(agentUs, '/api/staff/rmas.csv?q=queue.us@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="rmas.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toMatch(/^RMA number,Store,Type,Status,/);
    expect(lines[1]).toMatch(new RegExp(`^${rmaNoOf(90000001)},us,refund,SUBMITTED,queue.us@example.com,`));
    expect(lines.length).toBe(3);
  });

  it('lists the assignees who work in the user stores', async () => {
    await createStaff(ctx, { role: 'viewer', stores: ['us'], name: 'Vi Viewer' });
    await createStaff(ctx, { role: 'agent', stores: ['jp'], name: 'Jo Japan' });
    const items: { name: string; role: string }[] = (await get(agentUs, '/api/staff/assignees')).json().items;
    const names = items.map((i) => i.name);
    expect(names).toContain('Ann Agent');
    expect(names).not.toContain('Vi Viewer');
    expect(names).not.toContain('Jo Japan');
    expect(items.every((i) => i.role !== 'viewer')).toBe(true);
  });

  it('streams an upload of an RMA of the user stores; another store’s answers as an unknown one', async () => {
    const res = await get(agentUs, `/api/staff/uploads/${UPLOAD_US}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const other = await get(agentUs, `/api/staff/uploads/${UPLOAD_UK}`);
    const unknown = await get(agentUs, '/api/staff/uploads/33333333-3333-4333-8333-333333333333');
    expect([other.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(unknown.json());
    // A customer's session that did not upload it still cannot read it.
    const customerCall = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${UPLOAD_US}`,
      headers: { authorization: 'Bearer x' },
    });
    expect(customerCall.statusCode).not.toBe(200);
  });
});
