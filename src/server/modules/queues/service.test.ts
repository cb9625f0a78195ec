import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_TABS, ZQueuePageQuery, type QueueTab, type TQueuePageQuery } from '../../../shared/staff/queues.js';
import { AppError } from '../../lib/errors.js';
import type { DatabaseHandle } from '../../db/connection.js';
import { insertRmas, principal, rmaNoOf, testDatabase, type TestRma } from '../../test/staff-rmas.js';
import { listQueue, queueCounts } from './service.js';

const ENGINES: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
const NOW = new Date('2026-01-10T12:00:00.000Z');
const PAST = '2026-01-05T00:00:00.000Z';
const FUTURE = '2026-01-20T00:00:00.000Z';

/** One RMA per case; the expected tabs are written out by hand. */
const RMAS: (TestRma & { tabs: QueueTab[] })[] = [
  { no: 1, status: 'SUBMITTED', tabs: ['needs-review', 'unassigned'] },
  { no: 2, status: 'RECEIVED', assignee: 1, due: FUTURE, tabs: ['needs-review'] },
  { no: 3, status: 'APPROVED', assignee: 1, due: PAST, tabs: ['awaiting-product', 'late'] },
  { no: 4, status: 'PRODUCT_RECEIVED', assignee: 2, tabs: ['inspecting'] },
  { no: 5, status: 'INSPECTING', due: PAST, tabs: ['inspecting', 'late', 'unassigned'] },
  { no: 6, status: 'CHECKING', store: 'jp', type: 2, assignee: 5, tabs: ['inspecting'] },
  { no: 7, status: 'INSPECTED', assignee: 1, tabs: ['ready-to-refund'] },
  { no: 8, status: 'REFUND_PROCESSING', assignee: 1, tabs: ['ready-to-refund'] },
  { no: 9, status: 'PREPARING_REPLACEMENT', type: 2, assignee: 2, tabs: ['ready-to-ship'] },
  { no: 10, status: 'PREPARING_SHIPMENT', type: 2, assignee: 2, due: FUTURE, tabs: ['ready-to-ship'] },
  { no: 11, status: 'REFUND_COMPLETED', assignee: 1, tabs: ['closed'] },
  { no: 12, status: 'SHIPPED', type: 2, assignee: 1, tabs: ['closed'] },
  { no: 13, status: 'CLOSED', due: PAST, tabs: ['closed'] },
  { no: 14, status: 'CANCELED', tabs: ['closed'] },
];
/** Another store's RMAs, in every tab a user of us could look at: never listed nor counted for them. */
const UK: TestRma[] = [
  { no: 90, store: 'uk', status: 'SUBMITTED', due: PAST },
  { no: 91, store: 'uk', status: 'CLOSED' },
];

const query = (q: Partial<TQueuePageQuery> & Record<string, unknown> = {}) => ZQueuePageQuery.parse(q);

describe.each(ENGINES)('queues on %s', (engine) => {
  let database: DatabaseHandle & { drop(): Promise<void> };
  let ctx: { db: DatabaseHandle['db']; dialect: DatabaseHandle['dialect']; now: () => Date };
  const us = principal(1, ['us']);
  const all = principal(2, '*');
  const numbers = async (staff = us, q: Record<string, unknown> = {}) =>
    (await listQueue(ctx, staff, query(q))).items.map((row) => row.rmaNo).sort();

  beforeAll(async () => {
    database = await testDatabase(engine);
    ctx = { db: database.db, dialect: database.dialect, now: () => NOW };
    await insertRmas(database, [...RMAS, ...UK]);
  });
  afterAll(() => database.drop());

  it.each(QUEUE_TABS)('the %s tab lists exactly its RMAs of the user stores, and its count agrees', async (tab) => {
    const expected = RMAS.filter((r) => r.tabs.includes(tab))
      .map((r) => rmaNoOf(r.no))
      .sort();
    expect(await numbers(us, { tab })).toEqual(expected.filter((no) => no !== rmaNoOf(6)));
    const { counts } = await queueCounts(ctx, us, {});
    expect(counts[tab]).toBe(expected.filter((no) => no !== rmaNoOf(6)).length);
  });

  it('a user of every store sees the other stores too; a store filter outside the scope finds nothing', async () => {
    expect(await numbers(all, { tab: 'needs-review' })).toEqual([rmaNoOf(1), rmaNoOf(2), rmaNoOf(90)]);
    expect((await queueCounts(ctx, all, {})).counts.late).toBe(3);
    expect(await numbers(us, { store: 'uk' })).toEqual([]);
    expect((await queueCounts(ctx, us, { store: 'uk' })).counts['needs-review']).toBe(0);
    expect(await numbers(principal(5, ['jp', 'uk']), { tab: 'inspecting' })).toEqual([rmaNoOf(6)]);
  });

  it('filters by kind, status, assignee and created date', async () => {
    expect(await numbers(all, { kind: 'jp-repair' })).toEqual([rmaNoOf(6)]);
    expect(await numbers(all, { kind: 'replacement' })).toEqual([rmaNoOf(9), rmaNoOf(10), rmaNoOf(12)]);
    expect((await numbers(all, { kind: 'refund' })).length).toBe(RMAS.length + UK.length - 4);
    expect(await numbers(us, { status: 'APPROVED' })).toEqual([rmaNoOf(3)]);
    expect(await numbers(us, { tab: 'closed', status: 'APPROVED' })).toEqual([]);
    expect(await numbers(us, { assignee: 'me', tab: 'ready-to-refund' })).toEqual([rmaNoOf(7), rmaNoOf(8)]);
    expect(await numbers(us, { assignee: '2' })).toEqual([rmaNoOf(4), rmaNoOf(9), rmaNoOf(10)]);
    expect(await numbers(us, { assignee: 'none', tab: 'closed' })).toEqual([rmaNoOf(13), rmaNoOf(14)]);
    await expect(listQueue(ctx, us, query({ assignee: 'someone' }))).rejects.toBeInstanceOf(AppError);
    expect(await numbers(us, { createdFrom: '2025-12-21' })).toEqual([]);
    expect((await numbers(us, { createdFrom: '2025-12-20', createdTo: '2025-12-20' })).length).toBe(13);
    expect(await numbers(us, { createdTo: '2025-12-19' })).toEqual([]);
  });

  it('a user of many stores listed one by one reads them as a list', async () => {
    const many = principal(6, ['us', 'uk', 'jp', 'au', 'sg', 'tw', 'fr', 'de', 'it', 'es', 'pl', 'ph']);
    const page = await listQueue(ctx, many, query({ sort: 'due', dir: 'asc' }));
    expect(page.items.length).toBe(RMAS.length + UK.length);
    expect(
      await numbers(principal(7, ['uk', 'jp', 'au', 'sg', 'tw', 'fr', 'de', 'it', 'es']), { tab: 'needs-review' }),
    ).toEqual([rmaNoOf(90)]);
  });

  it('a user of the other stores is refused nothing but sees nothing of us', async () => {
    const counts = (await queueCounts(ctx, principal(5, ['uk']), {})).counts;
    expect(counts).toMatchObject({ 'needs-review': 1, late: 1, unassigned: 1, closed: 1, inspecting: 0 });
  });
});
