import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RmaType } from '../../../shared/codes.js';
import type { Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { applyAction } from './actions.js';
import {
  A,
  counts,
  makeRma,
  makeStaff,
  PRODUCT_24M,
  rmaRow,
  run,
  setStoreSettings,
  type Step,
} from './test-support.js';
import { buildTimeline, productLineStateKey } from '../../../shared/rules/timeline.js';
import type { TRmaDetail } from '../../../shared/schemas/rma.js';

const approve = A({ action: 'approve' });
const receiveAll: Step = (ids) => ({
  action: 'receive',
  lines: ids.map((lineId) => ({ lineId, receipt: 'as-new' as const })),
});
const inspectAll: Step = (ids) => ({
  action: 'inspect',
  lines: ids.map((lineId) => ({ lineId, result: 'fault-confirmed' as const })),
});
const refundReady = A({
  action: 'refund',
  refundTotal: 150,
  shippingCharge: 10,
  storeCredit: 5,
  tax: 12,
  amountReady: true,
});
const shipNew: Step = (ids) => ({
  action: 'ship',
  carrier: 'DHL',
  trackingNo: 'JD014600003',
  serials: ids.map((lineId, i) => ({ lineId, serial: `NEW-${lineId}-${i}` })),
});

interface PathCase {
  name: string;
  store: Store;
  type: RmaType;
  steps: Step[];
  status: string;
  history: string[];
  lines: string[];
}

const PATHS: PathCase[] = [
  {
    name: 'refund, start to end',
    store: 'us',
    type: RmaType.Refund,
    steps: [
      approve,
      receiveAll,
      A({ action: 'start-inspection' }),
      inspectAll,
      refundReady,
      A({ action: 'complete-refund' }),
      A({ action: 'close', reason: 'Paid' }),
    ],
    status: 'CLOSED',
    history: [
      'SUBMITTED',
      'APPROVED',
      'PRODUCT_RECEIVED',
      'INSPECTING',
      'INSPECTED',
      'REFUND_PROCESSING',
      'REFUND_COMPLETED',
      'CLOSED',
    ],
    lines: ['CLOSED', 'CLOSED'],
  },
  {
    name: 'replacement, start to end',
    store: 'uk',
    type: RmaType.Replacement,
    steps: [approve, receiveAll, A({ action: 'prepare-replacement' }), A({ action: 'prepare-shipment' }), shipNew],
    status: 'SHIPPED',
    history: ['SUBMITTED', 'APPROVED', 'PRODUCT_RECEIVED', 'PREPARING_REPLACEMENT', 'PREPARING_SHIPMENT', 'SHIPPED'],
    lines: ['SHIPPED', 'SHIPPED'],
  },
  {
    name: 'Japanese repair replaced',
    store: 'jp',
    type: RmaType.Replacement,
    steps: [
      approve,
      receiveAll,
      A({ action: 'check' }),
      A({ action: 'resolve-repair', resolution: 'replace' }),
      A({ action: 'prepare-shipment' }),
      shipNew,
    ],
    status: 'SHIPPED',
    history: [
      'SUBMITTED',
      'APPROVED',
      'PRODUCT_RECEIVED',
      'CHECKING',
      'PREPARING_REPLACEMENT',
      'PREPARING_SHIPMENT',
      'SHIPPED',
    ],
    lines: ['SHIPPED', 'SHIPPED'],
  },
  {
    name: 'Japanese repair repaired',
    store: 'jp',
    type: RmaType.Replacement,
    steps: [
      approve,
      receiveAll,
      A({ action: 'check' }),
      A({ action: 'resolve-repair', resolution: 'repair' }),
      A({ action: 'prepare-shipment' }),
      A({ action: 'ship', carrier: 'Yamato', trackingNo: 'Y1', serials: [] }),
    ],
    status: 'SHIPPED',
    history: [
      'SUBMITTED',
      'APPROVED',
      'PRODUCT_RECEIVED',
      'CHECKING',
      'PREPARING_REPLACEMENT',
      'PREPARING_SHIPMENT',
      'SHIPPED',
    ],
    lines: ['SHIPPED', 'SHIPPED'],
  },
  {
    name: 'rejected whole',
    store: 'us',
    type: RmaType.Refund,
    steps: [A({ action: 'reject', reason: 'No proof of purchase' })],
    status: 'CANCELED',
    history: ['SUBMITTED', 'CANCELED'],
    lines: ['CANCELED', 'CANCELED'],
  },
  {
    name: 'one line rejected, the other approved',
    store: 'us',
    type: RmaType.Refund,
    steps: [
      (ids) => ({ action: 'reject', lines: [ids[0]!], reason: 'Not ours' }),
      (ids) => ({ action: 'approve', lines: [ids[1]!] }),
    ],
    status: 'APPROVED',
    history: ['SUBMITTED', 'APPROVED'],
    lines: ['CANCELED', 'APPROVED'],
  },
  {
    name: 'nothing arrived',
    store: 'us',
    type: RmaType.Refund,
    steps: [
      approve,
      (ids) => ({ action: 'receive', lines: ids.map((lineId) => ({ lineId, receipt: 'not-received' as const })) }),
    ],
    status: 'CLOSED',
    history: ['SUBMITTED', 'APPROVED', 'CLOSED'],
    lines: ['NOT_RECEIVED', 'NOT_RECEIVED'],
  },
  {
    name: 'one product arrived, one not',
    store: 'us',
    type: RmaType.Refund,
    steps: [
      approve,
      (ids) => ({
        action: 'receive',
        lines: [
          { lineId: ids[0]!, receipt: 'damaged' },
          { lineId: ids[1]!, receipt: 'not-received' },
        ],
      }),
      A({ action: 'start-inspection' }),
      (ids) => ({ action: 'inspect', lines: [{ lineId: ids[0]!, result: 'customer-damage', note: 'Cracked' }] }),
    ],
    status: 'INSPECTED',
    history: ['SUBMITTED', 'APPROVED', 'PRODUCT_RECEIVED', 'INSPECTING', 'INSPECTED'],
    lines: ['INSPECTED', 'NOT_RECEIVED'],
  },
  {
    name: 'cancelled after approval',
    store: 'us',
    type: RmaType.Refund,
    steps: [approve, A({ action: 'cancel', reason: 'Customer asked', message: 'Cancelled as you asked.' })],
    status: 'CANCELED',
    history: ['SUBMITTED', 'APPROVED', 'CANCELED'],
    lines: ['CANCELED', 'CANCELED'],
  },
  {
    name: 'closed without action',
    store: 'us',
    type: RmaType.Refund,
    steps: [A({ action: 'close', reason: 'Duplicate' })],
    status: 'CLOSED',
    history: ['SUBMITTED', 'CLOSED'],
    lines: ['CLOSED', 'CLOSED'],
  },
  {
    name: 'working fields change no status',
    store: 'us',
    type: RmaType.Refund,
    steps: [
      A({ action: 'set-priority', priority: 1 }),
      A({ action: 'set-due', dueAt: '2030-01-01T00:00:00Z' }),
      A({ action: 'note', body: 'Called' }),
      A({ action: 'message', body: 'We are on it' }),
      approve,
      A({ action: 'reissue-label' }),
    ],
    status: 'APPROVED',
    history: ['SUBMITTED', 'APPROVED'],
    lines: ['APPROVED', 'APPROVED'],
  },
];

describe.each(ENGINES)('applyAction on %s', (engine) => {
  let t: TestContext;
  let ctx: AppContext;
  let admin: StaffPrincipal;

  beforeAll(async () => {
    t = await createTestContext(engine, { today: '2024-05-10' });
    ctx = t.app.ctx;
    admin = await makeStaff(ctx, 'admin');
  });
  afterAll(() => t.close());

  it.each(PATHS)('$name', async (c) => {
    const rma = await makeRma(ctx, { store: c.store, type: c.type });
    await run(ctx, admin, rma, c.steps);
    const row = await rmaRow(ctx, rma.id);
    expect(row.status).toBe(c.status);
    expect(Number(row.version)).toBe(c.steps.length);
    const history = await ctx.db
      .selectFrom('rma_history')
      .selectAll()
      .where('rma_id', '=', rma.id)
      .orderBy('seq')
      .execute();
    expect(history.map((h) => h.status)).toEqual(c.history);
    expect(history.map((h) => h.seq)).toEqual(c.history.map((_, i) => i + 1));
    const lines = await ctx.db
      .selectFrom('rma_lines')
      .select('status')
      .where('rma_id', '=', rma.id)
      .orderBy('line_no')
      .execute();
    expect(lines.map((l) => l.status)).toEqual(c.lines);
    const n = await counts(ctx, rma.id);
    expect(n.audit).toBe(c.steps.length);
    expect(n.events).toBeGreaterThanOrEqual(c.steps.length);
  });

  it('an illegal action is refused and changes nothing', async () => {
    const rma = await makeRma(ctx);
    const before = { row: await rmaRow(ctx, rma.id), n: await counts(ctx, rma.id) };
    const error = await applyAction(ctx, admin, rma.id, { action: 'complete-refund', version: 0 }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      httpStatus: 409,
      status: 'illegal-transition',
      code: 'illegalTransition',
      values: { status: 'SUBMITTED' },
    });
    expect(await rmaRow(ctx, rma.id)).toEqual(before.row);
    expect(await counts(ctx, rma.id)).toEqual(before.n);
  });
});

describe.each(ENGINES)('what the customer sees after staff act, on %s', (engine) => {
  let t: TestContext;
  let ctx: AppContext;
  let admin: StaffPrincipal;

  beforeAll(async () => {
    t = await createTestContext(engine, { today: '2024-05-10' });
    ctx = t.app.ctx;
    admin = await makeStaff(ctx, 'admin');
  });
  afterAll(() => t.close());

  async function customerDetail(store: Store, rma: { id: string; rmaNo: string }): Promise<TRmaDetail> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/confirmation?${new URLSearchParams({ store, rmaNo: rma.rmaNo, rmaId: rma.id }).toString()}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ detail: TRmaDetail }>().detail;
  }

  function timelineOf(detail: TRmaDetail, store: Store) {
    return buildTimeline({
      type: detail.type as 1 | 2,
      store,
      status: detail.status,
      history: detail.history.map((h) => ({ status: h.rmA_STATUS, date: h.statuS_DATE_FORMAT })),
      firstProduct: detail.products[0] && {
        method: detail.products[0].rmA_METHOD,
        status: detail.products[0].rmA_STATUS,
      },
    });
  }

  it('after approval the timeline reaches RMA Approved', async () => {
    const rma = await makeRma(ctx);
    await run(ctx, admin, rma, [approve]);
    const detail = await customerDetail('us', rma);
    expect(detail.history.map((h) => h.rmA_STATUS)).toEqual(['SUBMITTED', 'APPROVED']);
    const steps = timelineOf(detail, 'us').steps;
    expect(steps.filter((s) => s.active).map((s) => s.key)).toEqual(['requestReceived', 'approved']);
    expect(steps.find((s) => s.key === 'approved')?.date).toBe('2024-05-10');
  });

  it('after the refund is complete the refund view shows the amounts', async () => {
    const rma = await makeRma(ctx);
    const before = await customerDetail('us', rma);
    expect(before).toMatchObject({ refundTotalEst: 0, refundAmountReady: false });
    await run(ctx, admin, rma, [
      approve,
      receiveAll,
      A({ action: 'start-inspection' }),
      inspectAll,
      refundReady,
      A({ action: 'complete-refund' }),
    ]);
    const detail = await customerDetail('us', rma);
    expect(detail).toMatchObject({
      status: 'REFUND_COMPLETED',
      refundTotalActual: 150,
      shippingCharge: 10,
      storeCredit: 5,
      tax: 12,
      refundAmountReady: true,
    });
    expect(timelineOf(detail, 'us').steps.at(-1)).toMatchObject({ key: 'refundCompleted', active: true });
  });

  it('a cancelled or rejected RMA shows the cancelled message, its lines cancelled', async () => {
    const rma = await makeRma(ctx);
    await run(ctx, admin, rma, [A({ action: 'reject', reason: 'Outside the window' })]);
    const detail = await customerDetail('us', rma);
    expect(timelineOf(detail, 'us')).toEqual({ cancelled: true, steps: [] });
    expect(detail.products.map((p) => productLineStateKey(p.rmA_STATUS))).toEqual(['cancelled', 'cancelled']);
  });

  it('a line not received shows “(not received)”', async () => {
    const rma = await makeRma(ctx);
    await run(ctx, admin, rma, [
      approve,
      (ids) => ({
        action: 'receive',
        lines: [
          { lineId: ids[0]!, receipt: 'as-new' },
          { lineId: ids[1]!, receipt: 'not-received' },
        ],
      }),
    ]);
    const detail = await customerDetail('us', rma);
    expect(detail.products.map((p) => productLineStateKey(p.rmA_STATUS))).toEqual([null, 'notReceived']);
    expect(
      timelineOf(detail, 'us')
        .steps.filter((s) => s.active)
        .map((s) => s.key),
    ).toEqual(['requestReceived', 'approved', 'productReceived']);
  });

  it('a shipped replacement, once closed, ends in “Closed”; the new unit carries the warranty', async () => {
    const rma = await makeRma(ctx, { store: 'uk', type: RmaType.Replacement, products: [PRODUCT_24M] });
    await run(ctx, admin, rma, [
      approve,
      receiveAll,
      A({ action: 'prepare-replacement' }),
      A({ action: 'prepare-shipment' }),
      shipNew,
    ]);
    const shipped = await customerDetail('uk', rma);
    expect(shipped.products[0]).toMatchObject({
      rmA_METHOD: 'RN',
      rmA_STATUS: 'SHIPPED',
      datE_OF_PURCHASE_FORMAT: '2024-05-10',
      warrantY_EXPIRY_DATE_FORMAT: '2026-05-10',
    });
    expect(timelineOf(shipped, 'uk').steps.at(-1)).toMatchObject({ key: 'replacementShipped', active: true });
    // The customer follows the parcel: the carrier and tracking number staff shipped it with.
    expect(shipped).toMatchObject({ replacementCarrier: 'DHL', replacementTrackingNo: 'JD014600003' });
    await run(ctx, admin, rma, [A({ action: 'close', reason: 'Delivered' })]);
    const closed = await customerDetail('uk', rma);
    expect(closed.status).toBe('CLOSED');
    expect(timelineOf(closed, 'uk').steps.at(-1)).toMatchObject({ key: 'closed', active: true });
  });

  it('Japanese repair shows its checking step', async () => {
    const rma = await makeRma(ctx, { store: 'jp', type: RmaType.Replacement });
    await run(ctx, admin, rma, [approve, receiveAll, A({ action: 'check' })]);
    const checking = await customerDetail('jp', rma);
    // Nothing has been shipped back yet: no carrier, no tracking number.
    expect(checking).toMatchObject({ replacementCarrier: '', replacementTrackingNo: '' });
    const steps = timelineOf(checking, 'jp').steps;
    expect(steps.filter((s) => s.active).map((s) => s.key)).toEqual([
      'requestReceived',
      'approved',
      'productReceived',
      'productChecking',
    ]);
  });
});

describe.each(ENGINES)('due dates on %s', (engine) => {
  let t: TestContext;
  let ctx: AppContext;
  let admin: StaffPrincipal;

  // 2024-05-10 is a Friday; the test clock stands at noon UTC.
  beforeAll(async () => {
    t = await createTestContext(engine, { today: '2024-05-10' });
    ctx = t.app.ctx;
    admin = await makeStaff(ctx, 'admin');
    await setStoreSettings(ctx, 'uk', { firstResponseDays: 1, resolutionDays: 3 });
  });
  afterAll(() => t.close());

  it('a new RMA is due after the first-response days: 2 business days without settings', async () => {
    await ctx.db.deleteFrom('store_settings').where('store', '=', 'us').execute();
    expect((await rmaRow(ctx, (await makeRma(ctx, { store: 'us' })).id)).due_at).toBe('2024-05-14T12:00:00.000Z');
    expect((await rmaRow(ctx, (await makeRma(ctx, { store: 'uk' })).id)).due_at).toBe('2024-05-13T12:00:00.000Z');
  });

  it('approval and receipt count the resolution days again from then; the end clears it', async () => {
    const rma = await makeRma(ctx, { store: 'uk' });
    await run(ctx, admin, rma, [approve]);
    expect((await rmaRow(ctx, rma.id)).due_at).toBe('2024-05-15T12:00:00.000Z');
    t.clock.now = new Date('2024-05-13T09:00:00Z');
    await run(ctx, admin, rma, [receiveAll]);
    expect((await rmaRow(ctx, rma.id)).due_at).toBe('2024-05-16T09:00:00.000Z');
    await run(ctx, admin, rma, [A({ action: 'start-inspection' })]);
    expect((await rmaRow(ctx, rma.id)).due_at).toBe('2024-05-16T09:00:00.000Z');
    await run(ctx, admin, rma, [A({ action: 'cancel', reason: 'Customer asked' })]);
    expect((await rmaRow(ctx, rma.id)).due_at).toBeNull();
    t.clock.now = new Date('2024-05-10T12:00:00Z');
  });

  it('staff set or clear the due date', async () => {
    const rma = await makeRma(ctx);
    await run(ctx, admin, rma, [A({ action: 'set-due', dueAt: '2024-06-01T09:00:00+02:00' })]);
    expect((await rmaRow(ctx, rma.id)).due_at).toBe('2024-06-01T07:00:00.000Z');
    await run(ctx, admin, rma, [A({ action: 'set-due', dueAt: null })]);
    expect((await rmaRow(ctx, rma.id)).due_at).toBeNull();
  });
});
