import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { expireLabels } from './expiry.js';
import { issueLabel, LABEL_PATH, openLabel } from './service.js';
import { insertTestRma } from './test-support.js';

const DAY = 86_400_000;

describe.each(ENGINES)('the label expiry job on %s', (engine) => {
  let tc: TestContext;
  const ctx = () => tc.app.ctx;
  const db = () => tc.app.ctx.db;
  const issuedAt = new Date('2025-03-01T10:00:00.000Z');

  beforeAll(async () => {
    tc = await createTestContext(engine, { today: '2025-03-01' });
  });
  afterAll(async () => tc?.close());

  async function labelled(store = 'uk') {
    tc.clock.now = issuedAt;
    const rma = await insertTestRma(db(), { store, countryCode: 'GB' });
    const label = await db()
      .transaction()
      .execute((trx) => issueLabel(trx, ctx(), rma, 'system'));
    return { rma, label };
  }
  const statusOf = async (id: string) =>
    (await db().selectFrom('rmas').select('label_status').where('id', '=', id).executeTakeFirstOrThrow()).label_status;

  it.each([
    ['a label 90 days old is kept', 90 * DAY, false, 'S'],
    ['a label 91 days old leaves the status page', 91 * DAY, false, ''],
    ['an opened label within its 5 days is kept', 5 * DAY, true, 'Y'],
    ['an opened label past its 5 days leaves the status page', 5 * DAY + 60_000, true, ''],
  ])('%s', async (_what, after, opened, status) => {
    const { rma, label } = await labelled();
    if (opened) {
      tc.clock.now = issuedAt;
      await openLabel(ctx(), label.link.slice(LABEL_PATH.length));
    }
    tc.clock.now = new Date(issuedAt.getTime() + after);
    await expireLabels(ctx());
    expect(await statusOf(rma.id)).toBe(status);
    const expiredEvents = await db()
      .selectFrom('rma_events')
      .select(['kind', 'actor'])
      .where('rma_id', '=', rma.id)
      .where('kind', '=', 'label-expired')
      .execute();
    expect(expiredEvents).toHaveLength(status === '' ? 1 : 0);
    // A second run finds nothing more to do.
    await expireLabels(ctx());
    expect(
      await db()
        .selectFrom('rma_events')
        .select('id')
        .where('rma_id', '=', rma.id)
        .where('kind', '=', 'label-expired')
        .execute(),
    ).toHaveLength(status === '' ? 1 : 0);
  });

  it('a label of a received parcel leaves the status page at the next run', async () => {
    const { rma } = await labelled();
    await db().updateTable('rmas').set({ status: 'PRODUCT_RECEIVED' }).where('id', '=', rma.id).execute();
    tc.clock.now = new Date(issuedAt.getTime() + DAY);
    expect((await expireLabels(ctx())).expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(rma.id)).toBe('');
  });
});
