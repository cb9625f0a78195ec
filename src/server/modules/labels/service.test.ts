import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { isBuiltinTrackingNo } from './builtin-provider.js';
import { issueLabel, LABEL_PATH, openLabel, reissueLabel, tokenHash, type LabelActor } from './service.js';
import { insertTestRma, setReturnCentre, type TestRma } from './test-support.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
const STAFF: LabelActor = { id: 7, name: 'Sam Staff' };
const CENTRE = { name: 'Returns Centre UK', lines: ['Unit 4, Parkway', 'Birmingham B7 5QU', 'United Kingdom'] };

describe.each(ENGINES)('return labels on %s', (engine) => {
  let tc: TestContext;
  const ctx = () => tc.app.ctx;
  const db = () => tc.app.ctx.db;
  const issued = () => new Date('2025-03-01T10:00:00.000Z');

  beforeAll(async () => {
    tc = await createTestContext(engine, { today: '2025-03-01' });
    await setReturnCentre(db(), 'uk', CENTRE);
  });
  afterAll(async () => tc?.close());

  async function issue(rma: TestRma, actor: LabelActor = STAFF) {
    tc.clock.now = issued();
    return db()
      .transaction()
      .execute((trx) => issueLabel(trx, ctx(), rma, actor));
  }
  const tokenOf = (link: string) => link.slice(LABEL_PATH.length);
  const events = (rmaId: string) =>
    db().selectFrom('rma_events').selectAll().where('rma_id', '=', rmaId).orderBy('id').execute();
  const rmaRow = (id: string) => db().selectFrom('rmas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  async function openAt(link: string, at: Date) {
    tc.clock.now = at;
    return openLabel(ctx(), tokenOf(link));
  }

  it('issues a label: a row found by the hash of an unguessable token, the RMA link, status S, an event', async () => {
    const rma = await insertTestRma(db());
    const label = await issue(rma);
    expect(label.link).toMatch(/^\/api\/labels\/[A-Za-z0-9_-]{43}$/);
    expect(isBuiltinTrackingNo(label.trackingNo)).toBe(true);
    expect(label.expiresAt).toBe('2025-05-30T10:00:00.000Z');
    const rows = await db().selectFrom('return_labels').selectAll().where('rma_id', '=', rma.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: tokenHash(tokenOf(label.link)), provider: 'builtin', issued_by: 7 });
    expect(JSON.stringify(rows[0])).not.toContain(tokenOf(label.link));
    expect(await rmaRow(rma.id)).toMatchObject({
      label_link: label.link,
      label_status: 'S',
      label_tracking_no: label.trackingNo,
    });
    const [event] = await events(rma.id);
    expect(event).toMatchObject({ kind: 'label', actor: 'Sam Staff', staff_id: 7, visibility: 'customer' });
    expect(JSON.parse(event!.data)).toMatchObject({ labelId: label.labelId, trackingNo: label.trackingNo });
  });

  it('an automatic approval issues as the system', async () => {
    const rma = await insertTestRma(db());
    await issue(rma, 'system');
    const [event] = await events(rma.id);
    expect(event).toMatchObject({ kind: 'label', actor: 'system', staff_id: null });
    const row = await db().selectFrom('return_labels').selectAll().where('rma_id', '=', rma.id).executeTakeFirst();
    expect(row?.issued_by).toBeNull();
  });

  it('refuses without a return centre, and the transaction writes nothing', async () => {
    // The demo data names a return centre for every store: take de's away.
    await db().updateTable('store_settings').set({ return_centre: '{}' }).where('store', '=', 'de').execute();
    const rma = await insertTestRma(db(), { store: 'de', countryCode: 'DE' });
    const error = await issue(rma).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ httpStatus: 409, status: 'no-return-centre', code: 'labelNoReturnCentre' });
    expect(await db().selectFrom('return_labels').selectAll().where('rma_id', '=', rma.id).execute()).toHaveLength(0);
    expect(await rmaRow(rma.id)).toMatchObject({ label_link: '', label_status: '' });
    expect(await events(rma.id)).toHaveLength(0);
  });

  it('the first download sets first_opened_at, status Y and one label-opened event; later ones record nothing', async () => {
    const rma = await insertTestRma(db());
    const label = await issue(rma);
    const first = await openAt(label.link, new Date(issued().getTime() + DAY));
    expect(first.kind).toBe('pdf');
    if (first.kind === 'pdf') expect(Buffer.from(first.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const second = await openAt(label.link, new Date(issued().getTime() + 2 * DAY));
    expect(second.kind).toBe('pdf');
    const row = await db()
      .selectFrom('return_labels')
      .selectAll()
      .where('rma_id', '=', rma.id)
      .executeTakeFirstOrThrow();
    expect(row.first_opened_at).toBe(new Date(issued().getTime() + DAY).toISOString());
    expect((await rmaRow(rma.id)).label_status).toBe('Y');
    expect((await events(rma.id)).map((e) => e.kind)).toEqual(['label', 'label-opened']);
  });

  it('works on day 90 and is gone on day 91 (never opened)', async () => {
    const rma = await insertTestRma(db());
    const label = await issue(rma);
    expect((await openAt(label.link, new Date(issued().getTime() + 90 * DAY))).kind).toBe('pdf');
    // The download on day 90 opened it; a fresh label shows the 90 days alone.
    const other = await insertTestRma(db());
    const unopened = await issue(other);
    const gone = await openAt(unopened.link, new Date(issued().getTime() + 90 * DAY + MINUTE));
    expect(gone).toEqual({ kind: 'gone', reason: 'expired', rmaNo: other.rma_no, language: 'en' });
    expect((await openAt(unopened.link, new Date(issued().getTime() + 91 * DAY))).kind).toBe('gone');
    expect((await rmaRow(other.id)).label_status).toBe('S');
  });

  it('works 5 days after the first download and is gone the minute after', async () => {
    const rma = await insertTestRma(db(), { language: 'fr' });
    const label = await issue(rma);
    const opened = new Date(issued().getTime() + 10 * DAY);
    await openAt(label.link, opened);
    expect((await openAt(label.link, new Date(opened.getTime() + 5 * DAY))).kind).toBe('pdf');
    expect(await openAt(label.link, new Date(opened.getTime() + 5 * DAY + MINUTE))).toEqual({
      kind: 'gone',
      reason: 'window-closed',
      rmaNo: rma.rma_no,
      language: 'fr',
    });
  });

  it('is gone once the parcel is received', async () => {
    const rma = await insertTestRma(db());
    const label = await issue(rma);
    await db().updateTable('rmas').set({ status: 'PRODUCT_RECEIVED' }).where('id', '=', rma.id).execute();
    expect(await openAt(label.link, new Date(issued().getTime() + DAY))).toMatchObject({
      kind: 'gone',
      reason: 'received',
    });
    expect(await events(rma.id)).toHaveLength(1);
  });

  it('a reissue revokes the old link, points the RMA at the new one and records it', async () => {
    const rma = await insertTestRma(db());
    const old = await issue(rma);
    tc.clock.now = new Date(issued().getTime() + DAY);
    const fresh = await db()
      .transaction()
      .execute((trx) => reissueLabel(trx, ctx(), rma, STAFF));
    expect(fresh.revoked).toEqual([{ id: old.labelId, trackingNo: old.trackingNo }]);
    expect(fresh.link).not.toBe(old.link);
    expect(fresh.trackingNo).not.toBe(old.trackingNo);
    const at = new Date(issued().getTime() + 2 * DAY);
    expect(await openAt(old.link, at)).toMatchObject({ kind: 'gone', reason: 'revoked', rmaNo: rma.rma_no });
    expect((await openAt(fresh.link, at)).kind).toBe('pdf');
    expect(await rmaRow(rma.id)).toMatchObject({ label_link: fresh.link, label_tracking_no: fresh.trackingNo });
    const kinds = (await events(rma.id)).map((e) => e.kind);
    expect(kinds).toEqual(['label', 'label-reissued', 'label-opened']);
    const reissued = (await events(rma.id))[1]!;
    expect(JSON.parse(reissued.data)).toMatchObject({ revoked: [{ id: old.labelId }] });
  });

  it('a cancelled RMA revokes its label', async () => {
    const rma = await insertTestRma(db());
    const label = await issue(rma);
    await db().updateTable('rmas').set({ status: 'CANCELED' }).where('id', '=', rma.id).execute();
    expect(await openAt(label.link, issued())).toMatchObject({ kind: 'gone', reason: 'revoked' });
  });

  it.each([
    ['unknown', 'A'.repeat(43)],
    ['too short', 'abc'],
    ['too long', 'A'.repeat(44)],
    ['bad characters', `${'A'.repeat(42)}=`],
    ['empty', ''],
  ])('an %s token is not found', async (_name, token) => {
    expect(await openLabel(ctx(), token)).toEqual({ kind: 'gone', reason: 'not-found', rmaNo: null, language: null });
  });
});
