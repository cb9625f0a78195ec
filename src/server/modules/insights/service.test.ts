import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connection.js';
import { insertRmas, principal, testDatabase, type TestRma } from '../../test/staff-rmas.js';
import { insights, insightsCsv } from './service.js';

const ENGINES: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
const NOW = new Date('2026-02-01T12:00:00.000Z');
const PERIOD = { from: '2026-01-01', to: '2026-01-31' };
const CAM = 1;
const VOX = 2;
const line = (product_id: number, reason: string, fault_code = '') => [{ product_id, reason, fault_code }];

/** Figures worked out by hand in the comments; store uk's RMA and order must change none of them for a user of us. */
const RMAS: TestRma[] = [
  // Resolved after 2 days.
  {
    no: 1,
    status: 'REFUND_COMPLETED',
    created: '2026-01-02T00:00:00.000Z',
    lines: line(CAM, 'CHANGE_OF_MIND'),
    history: [['REFUND_COMPLETED', '2026-01-04T00:00:00.000Z']],
  },
  // Resolved after 6 days; the later CLOSED entry is not its resolution.
  {
    no: 2,
    status: 'CLOSED',
    created: '2026-01-03T00:00:00.000Z',
    lines: line(CAM, 'DEFECTIVE', 'AUD01'),
    history: [
      ['REFUND_COMPLETED', '2026-01-09T00:00:00.000Z'],
      ['CLOSED', '2026-01-20T00:00:00.000Z'],
    ],
  },
  // A replacement resolved after 1.5 days.
  {
    no: 3,
    type: 2,
    status: 'SHIPPED',
    created: '2026-01-05T00:00:00.000Z',
    lines: line(VOX, 'DEFECTIVE', 'AUD01'),
    history: [['SHIPPED', '2026-01-06T12:00:00.000Z']],
  },
  // Open, 22.5 days old.
  { no: 4, status: 'APPROVED', created: '2026-01-10T00:00:00.000Z', lines: line(CAM, 'CHANGE_OF_MIND') },
  // Open, 2.5 days old.
  { no: 5, status: 'SUBMITTED', created: '2026-01-30T00:00:00.000Z', lines: line(VOX, 'CHANGE_OF_MIND') },
  // Requested before the period, resolved in it after 22 days: in the resolution figures only.
  {
    no: 7,
    status: 'CLOSED',
    created: '2025-12-20T00:00:00.000Z',
    lines: line(CAM, 'WRONG_ITEM'),
    history: [['CLOSED', '2026-01-11T00:00:00.000Z']],
  },
  { no: 8, store: 'uk', status: 'SUBMITTED', created: '2026-01-05T00:00:00.000Z', lines: line(CAM, 'CHANGE_OF_MIND') },
];

async function orders(database: DatabaseHandle): Promise<void> {
  const sold: [string, string, string, number, number][] = [
    ['A1', 'us', '2026-01-05', CAM, 4],
    ['B1', 'us', '2026-01-31', VOX, 5],
    ['C1', 'us', '2025-12-15', CAM, 7],
    ['D1', 'uk', '2026-01-05', CAM, 9],
  ];
  for (const [number, store, date, product, quantity] of sold) {
    const order = await database.db
      .insertInto('orders')
      .values({ order_number: number, store, email: 'x@example.com', order_date: date })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('order_lines')
      .values({
        order_id: order.id,
        line_no: 1,
        product_id: product,
        quantity,
        unit_price: 1,
        serial_number: '',
        parent_line_no: 0,
      })
      .execute();
  }
}

describe.each(ENGINES)('insights on %s', (engine) => {
  let database: DatabaseHandle & { drop(): Promise<void> };
  let ctx: { db: DatabaseHandle['db']; now: () => Date };
  const us = principal(1, ['us']);

  beforeAll(async () => {
    database = await testDatabase(engine);
    ctx = { db: database.db, now: () => NOW };
    await insertRmas(database, RMAS);
    await orders(database);
  });
  afterAll(() => database.drop());

  it('counts returns by product, reason and fault code, and the return rate per SKU', async () => {
    const data = await insights(ctx, us, PERIOD);
    expect(data.reasons).toEqual([
      { sku: 'CAM-4K', product: 'Live Cam 4K', reason: 'CHANGE_OF_MIND', faultCode: '', count: 2 },
      { sku: 'CAM-4K', product: 'Live Cam 4K', reason: 'DEFECTIVE', faultCode: 'AUD01', count: 1 },
      { sku: 'VOX-USB', product: 'Vox USB Microphone', reason: 'CHANGE_OF_MIND', faultCode: '', count: 1 },
      { sku: 'VOX-USB', product: 'Vox USB Microphone', reason: 'DEFECTIVE', faultCode: 'AUD01', count: 1 },
    ]);
    expect(data.returnRate).toEqual([
      { sku: 'CAM-4K', product: 'Live Cam 4K', returned: 3, sold: 4, rate: 0.75 },
      { sku: 'VOX-USB', product: 'Vox USB Microphone', returned: 2, sold: 5, rate: 0.4 },
    ]);
  });

  it('gives the median and 90th percentile of the days to resolution, overall and per type', async () => {
    const { resolution } = await insights(ctx, us, PERIOD);
    expect(resolution).toEqual([
      // 1.5, 2, 6, 22: median (2 + 6) / 2; p90 at rank 2.7: 6 + 0.7 × 16.
      { kind: 'all', resolved: 4, medianDays: 4, p90Days: 17.2 },
      // 2, 6, 22: p90 at rank 1.8: 6 + 0.8 × 16.
      { kind: 'refund', resolved: 3, medianDays: 6, p90Days: 18.8 },
      { kind: 'replacement', resolved: 1, medianDays: 1.5, p90Days: 1.5 },
      { kind: 'jp-repair', resolved: 0, medianDays: null, p90Days: null },
    ]);
  });

  it('gives the backlog by status and age now', async () => {
    const { backlog } = await insights(ctx, us, PERIOD);
    expect(backlog).toEqual([
      { status: 'APPROVED', buckets: { '0-2': 0, '3-7': 0, '8-14': 0, '15+': 1 }, total: 1 },
      { status: 'SUBMITTED', buckets: { '0-2': 1, '3-7': 0, '8-14': 0, '15+': 0 }, total: 1 },
    ]);
  });

  it('reads nothing of a store outside the user scope, and refuses a period that ends before it starts', async () => {
    const other = await insights(ctx, us, { ...PERIOD, store: 'uk' });
    expect([other.reasons, other.returnRate, other.resolution, other.backlog]).toEqual([[], [], [], []]);
    await expect(insights(ctx, us, { from: '2026-02-01', to: '2026-01-01' })).rejects.toMatchObject({
      httpStatus: 400,
    });
  });

  it('writes each table as CSV', async () => {
    expect(await insightsCsv(ctx, us, { ...PERIOD, table: 'return-rate' })).toBe(
      'SKU,Product,Returned,Sold,Return rate\r\nCAM-4K,Live Cam 4K,3,4,0.75\r\nVOX-USB,Vox USB Microphone,2,5,0.4\r\n',
    );
    expect(await insightsCsv(ctx, us, { ...PERIOD, table: 'backlog' })).toBe(
      'Status,0-2 days,3-7 days,8-14 days,15+ days,Total\r\nAPPROVED,0,0,0,1,1\r\nSUBMITTED,1,0,0,0,1\r\n',
    );
    const resolution = await insightsCsv(ctx, us, { ...PERIOD, table: 'resolution' });
    expect(resolution.split('\r\n')[1]).toBe('all,4,4,17.2');
    expect((await insightsCsv(ctx, us, { ...PERIOD, table: 'reasons' })).split('\r\n')[1]).toBe(
      'CAM-4K,Live Cam 4K,CHANGE_OF_MIND,,2',
    );
  });
});
