import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RmaType } from '../../../shared/codes.js';
import { dropPgSchema, migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/connection.js';
import { createRma, formatRmaNo, uniqueViolationColumn, type CreateRmaInput, type CreateRmaLine } from './create.js';
import { findRmaDetailByNumbers, findRmaDetailForCustomer } from './detail.js';
import { rmaForSerial, rmaLinesForOrderLines } from './repository.js';

const ENGINES: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
let counter = 0;

function line(overrides: Partial<CreateRmaLine> = {}): CreateRmaLine {
  return {
    orderLineId: 1,
    productId: 10,
    serialNumber: 'SN-A1',
    invoiceNumber: '',
    purchaseDate: '2024-05-01',
    warrantyExpiry: '2025-05-01',
    unitPrice: 99.5,
    reason: 'CHANGE_OF_MIND',
    faultCategory: '',
    faultCode: '',
    comments: 'too loud',
    otherComments: '',
    cosmetic: 'no',
    damageUploadId: null,
    proofUploadId: null,
    ...overrides,
  };
}

function input(overrides: Partial<CreateRmaInput> = {}): CreateRmaInput {
  return {
    store: 'us',
    email: 'Ann@Example.com',
    type: RmaType.Refund,
    countryCode: 'US',
    addressId: null,
    languageReply: 'en',
    requestKey: null,
    lines: [line()],
    now: new Date('2024-05-10T08:30:00Z'),
    mail: { config: { publicBaseUrl: 'http://localhost:3000', mailFrom: 'returns@localhost' }, now: () => new Date() },
    ...overrides,
  };
}

describe.each(ENGINES)('rmas on %s', (engine) => {
  let database: DatabaseHandle;
  const schema = `t_rmas_${process.pid}_${Date.now()}_${counter++}_${crypto.randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: engine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
      sqliteFile: ':memory:',
      pgSchema: schema,
      poolSize: 6,
    });
    await migrateToLatest(database);
    const db = database.db;
    await db
      .insertInto('products')
      .values([
        {
          id: 10,
          sku: 'SPK-1',
          master_id: 10,
          name: 'Speaker One',
          image: '',
          warranty_months: 12,
          satisfaction_days: 30,
          retail_available: 1,
          extended_warranty: 0,
          price: 99.5,
        },
        {
          id: 11,
          sku: 'HP-2',
          master_id: 11,
          name: 'Headphones Two',
          image: '',
          warranty_months: 12,
          satisfaction_days: 30,
          retail_available: 1,
          extended_warranty: 0,
          price: 50,
        },
      ])
      .execute();
    await db
      .insertInto('orders')
      .values({
        order_number: 'US1000',
        store: 'us',
        email: 'ann@example.com',
        member_id: null,
        order_date: '2024-05-01',
      })
      .execute();
    const order = await db.selectFrom('orders').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('order_lines')
      .values(
        [1, 2, 3, 4, 5, 6].map((n) => ({
          order_id: order.id,
          line_no: n,
          product_id: 10,
          quantity: 1,
          unit_price: 99.5,
          serial_number: '',
          parent_line_no: 0,
        })),
      )
      .execute();
    // An imported RMA: numbering starts above it.
    await db
      .insertInto('rmas')
      .values({
        id: 'imported-rma-0000000001',
        rma_no: 'RMA00001234',
        store: 'us',
        email: 'bob@example.com',
        type: 1,
        status: 'CANCELED',
        country_code: 'US',
        currency: 'USD',
        label_link: '',
        label_status: '',
        label_tracking_no: '',
        refund_total_est: 10,
        refund_total_actual: 0,
        refund_amount_ready: 0,
        shipping_charge: 0,
        store_credit: 0,
        tax: 0,
        address_id: null,
        language_reply: 'en',
        request_key: null,
        created_at: '2024-01-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('rma_lines')
      .values({
        rma_id: 'imported-rma-0000000001',
        line_no: 1,
        order_line_id: 6,
        product_id: 10,
        serial_number: 'SN-CANCELLED',
        invoice_number: '',
        purchase_date: '2024-01-01',
        warranty_expiry: '2025-01-01',
        status: 'CANCELED',
        method: 'RF',
        unit_price: 10,
        reason: '',
        fault_category: '',
        fault_code: '',
        comments: '',
        other_comments: '',
        cosmetic: '',
        damage_upload_id: null,
        proof_upload_id: null,
      })
      .execute();
  });

  afterAll(async () => {
    await database.close();
    if (engine === 'postgres') await dropPgSchema(process.env.TEST_DATABASE_URL!, schema);
  });

  it('creates an RMA with a readable number above the imported ones, its lines and first history entry', async () => {
    const result = await createRma(
      database.db,
      input({ lines: [line(), line({ orderLineId: null, productId: 11, serialNumber: '', unitPrice: 50 })] }),
    );
    expect(result).toMatchObject({ status: 'success', rmaNo: 'RMA00001235', created: true });
    if (result.status !== 'success') return;
    expect(result.rmaId).toMatch(/^[0-9a-f-]{36}$/);

    const rma = await database.db
      .selectFrom('rmas')
      .selectAll()
      .where('id', '=', result.rmaId)
      .executeTakeFirstOrThrow();
    // Only the web-store line counts towards the refund estimate.
    expect(Number(rma.refund_total_est)).toBe(99.5);
    expect(rma.currency).toBe('USD');
    expect(rma.status).toBe('SUBMITTED');
    const lines = await database.db
      .selectFrom('rma_lines')
      .selectAll()
      .where('rma_id', '=', result.rmaId)
      .orderBy('line_no')
      .execute();
    expect(lines.map((l) => [l.line_no, l.order_line_id, l.method, l.status])).toEqual([
      [1, 1, 'RF', 'SUBMITTED'],
      [2, null, 'RF', 'SUBMITTED'],
    ]);
    const history = await database.db
      .selectFrom('rma_history')
      .selectAll()
      .where('rma_id', '=', result.rmaId)
      .execute();
    expect(history.map((h) => [h.seq, h.status, h.status_date])).toEqual([
      [1, 'SUBMITTED', '2024-05-10T08:30:00.000Z'],
    ]);
  });

  it('gives repair lines the RP method and numbers RMAs one after another', async () => {
    const result = await createRma(
      database.db,
      input({ type: RmaType.Replacement, lines: [line({ orderLineId: 2, serialNumber: 'SN-B2' })] }),
    );
    expect(result).toMatchObject({ status: 'success', rmaNo: 'RMA00001236' });
    const methods = await database.db
      .selectFrom('rma_lines')
      .select('method')
      .where('rma_id', '=', (result as { rmaId: string }).rmaId)
      .execute();
    expect(methods).toEqual([{ method: 'RP' }]);
  });

  it('refuses an order line or a serial number that already has an open RMA, but not a cancelled one', async () => {
    expect(await createRma(database.db, input({ lines: [line({ orderLineId: 1, serialNumber: '' })] }))).toEqual({
      status: 'rma-exists',
      rmaNos: ['RMA00001235'],
    });
    expect(
      await createRma(database.db, input({ lines: [line({ orderLineId: null, serialNumber: ' sn-b2 ' })] })),
    ).toEqual({
      status: 'rma-exists',
      rmaNos: ['RMA00001236'],
    });
    const again = await createRma(
      database.db,
      input({ lines: [line({ orderLineId: 6, serialNumber: 'SN-CANCELLED' })] }),
    );
    expect(again.status).toBe('success');
  });

  it('returns the same RMA for the same request key, sequentially and concurrently', async () => {
    const first = await createRma(
      database.db,
      input({ requestKey: 'key-seq-0001', lines: [line({ orderLineId: 3, serialNumber: '' })] }),
    );
    const second = await createRma(
      database.db,
      input({ requestKey: 'key-seq-0001', lines: [line({ orderLineId: 3, serialNumber: '' })] }),
    );
    expect(first).toMatchObject({ status: 'success', created: true });
    expect(second).toEqual({ ...first, created: false });

    const racers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        createRma(
          database.db,
          input({ requestKey: 'key-race-0001', lines: [line({ orderLineId: 4, serialNumber: '' })] }),
        ),
      ),
    );
    const numbers = new Set(racers.map((r) => (r.status === 'success' ? r.rmaNo : r.status)));
    expect(numbers.size).toBe(1);
    expect(racers.filter((r) => r.status === 'success' && r.created)).toHaveLength(1);
    const count = await database.db
      .selectFrom('rma_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_line_id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('scopes request keys to the customer: the same key from another e-mail makes its own RMA', async () => {
    const mine = await createRma(
      database.db,
      input({ requestKey: 'shared-key-01', lines: [line({ orderLineId: null, serialNumber: '' })] }),
    );
    const theirs = await createRma(
      database.db,
      input({
        email: 'eve@example.com',
        requestKey: 'shared-key-01',
        lines: [line({ orderLineId: null, serialNumber: '' })],
      }),
    );
    expect(mine.status).toBe('success');
    expect(theirs.status).toBe('success');
    expect((theirs as { rmaNo: string }).rmaNo).not.toBe((mine as { rmaNo: string }).rmaNo);
  });

  it('moves the counter past numbers imported behind its back', async () => {
    const current = await database.db
      .selectFrom('counters')
      .select('value')
      .where('name', '=', 'rma_no')
      .executeTakeFirstOrThrow();
    const clash = formatRmaNo(Number(current.value) + 1);
    await database.db
      .insertInto('rmas')
      .values({
        id: 'imported-rma-0000000002',
        rma_no: formatRmaNo(Number(current.value) + 3),
        store: 'us',
        email: 'bob@example.com',
        type: 1,
        status: 'SUBMITTED',
        country_code: 'US',
        currency: 'USD',
        label_link: '',
        label_status: '',
        label_tracking_no: '',
        refund_total_est: 0,
        refund_total_actual: 0,
        refund_amount_ready: 0,
        shipping_charge: 0,
        store_credit: 0,
        tax: 0,
        address_id: null,
        language_reply: 'en',
        request_key: null,
        created_at: '2024-01-01T00:00:00.000Z',
      })
      .execute();
    await database.db
      .insertInto('rmas')
      .values({
        id: 'imported-rma-0000000003',
        rma_no: clash,
        store: 'us',
        email: 'bob@example.com',
        type: 1,
        status: 'SUBMITTED',
        country_code: 'US',
        currency: 'USD',
        label_link: '',
        label_status: '',
        label_tracking_no: '',
        refund_total_est: 0,
        refund_total_actual: 0,
        refund_amount_ready: 0,
        shipping_charge: 0,
        store_credit: 0,
        tax: 0,
        address_id: null,
        language_reply: 'en',
        request_key: null,
        created_at: '2024-01-01T00:00:00.000Z',
      })
      .execute();
    const result = await createRma(database.db, input({ lines: [line({ orderLineId: null, serialNumber: '' })] }));
    expect(result).toMatchObject({ status: 'success', rmaNo: formatRmaNo(Number(current.value) + 4) });
  });

  it('works inside a caller transaction', async () => {
    const result = await database.db
      .transaction()
      .execute((trx) => createRma(trx, input({ lines: [line({ orderLineId: 5, serialNumber: '' })] })));
    expect(result.status).toBe('success');
  });

  it('shows a customer their RMA, and answers null for an unknown number, another e-mail or another store', async () => {
    const created = await createRma(
      database.db,
      input({
        lines: [
          line({
            orderLineId: null,
            serialNumber: 'SN-DETAIL',
            purchaseDate: '2024-04-02',
            warrantyExpiry: '2025-04-02T00:00:00Z',
          }),
        ],
      }),
    );
    if (created.status !== 'success') throw new Error('not created');
    const found = await findRmaDetailForCustomer(
      { db: database.db },
      { rmaNo: ` ${created.rmaNo.toLowerCase()} `, email: 'ann@example.com ', store: 'us' },
    );
    expect(found?.status).toBe('success');
    expect(found?.detail).toMatchObject({
      rmaNo: created.rmaNo,
      type: 1,
      status: 'SUBMITTED',
      currency: 'USD',
      countryCode: 'US',
      refundTotalEst: 0,
      refundAmountReady: false,
      refundStatus: [
        'RMA Request Received',
        'RMA Approved',
        'Product Received',
        'Processing Refund',
        'Refund Completed',
      ],
      replacementStatus: [
        'RMA Request Received',
        'RMA Approved',
        'Product Received',
        'Preparing Replacement',
        'Preparing Shipment',
        'Replacement Shipped',
      ],
      history: [{ rmA_STATUS: 'SUBMITTED', statuS_DATE_FORMAT: '2024-05-10' }],
      products: [
        {
          expecteD_PART_DESC: 'Speaker One',
          rmA_STATUS: 'SUBMITTED',
          rmA_METHOD: 'RF',
          expecteD_SERIAL_NO: 'SN-DETAIL',
          datE_OF_PURCHASE_FORMAT: '2024-04-02',
          warrantY_EXPIRY_DATE_FORMAT: '2025-04-02',
          uniT_PRICE: 99.5,
        },
      ],
    });
    expect(
      await findRmaDetailForCustomer(
        { db: database.db },
        { rmaNo: created.rmaNo, email: 'eve@example.com', store: 'us' },
      ),
    ).toBeNull();
    expect(
      await findRmaDetailForCustomer(
        { db: database.db },
        { rmaNo: created.rmaNo, email: 'ann@example.com', store: 'uk' },
      ),
    ).toBeNull();
    expect(
      await findRmaDetailForCustomer(
        { db: database.db },
        { rmaNo: 'RMA99999999', email: 'ann@example.com', store: 'us' },
      ),
    ).toBeNull();
    expect(
      (
        await findRmaDetailForCustomer(
          { db: database.db },
          { rmaNo: 'RMA00001234', email: 'bob@example.com', store: 'us' },
        )
      )?.status,
    ).toBe('rma-cancelled');

    expect(
      (await findRmaDetailByNumbers({ db: database.db }, { rmaNo: created.rmaNo, rmaId: created.rmaId, store: 'us' }))
        ?.createdAt,
    ).toBe('2024-05-10T08:30:00.000Z');
    expect(
      await findRmaDetailByNumbers(
        { db: database.db },
        { rmaNo: created.rmaNo, rmaId: 'imported-rma-0000000001', store: 'us' },
      ),
    ).toBeNull();
    expect(
      await findRmaDetailByNumbers({ db: database.db }, { rmaNo: created.rmaNo, rmaId: created.rmaId, store: 'uk' }),
    ).toBeNull();
  });

  it('lists the open RMAs of order lines and serial numbers for the products step', async () => {
    const map = await rmaLinesForOrderLines(database.db, [1, 2, 6, 99]);
    expect(map.get(1)).toEqual({ rmaNo: 'RMA00001235', status: 'SUBMITTED' });
    expect(map.get(2)).toEqual({ rmaNo: 'RMA00001236', status: 'SUBMITTED' });
    expect(map.get(6)?.rmaNo).not.toBe('RMA00001234');
    expect(map.has(99)).toBe(false);
    expect(await rmaLinesForOrderLines(database.db, [])).toEqual(new Map());
    expect(await rmaForSerial(database.db, 'sn-a1')).toEqual({ rmaNo: 'RMA00001235' });
    expect(await rmaForSerial(database.db, '')).toBeNull();
    expect(await rmaForSerial(database.db, 'NOPE')).toBeNull();
  });

  it('names the column of a unique violation on both engines', () => {
    expect(uniqueViolationColumn({ code: '23505', detail: 'Key (request_key)=(x) already exists.' })).toBe(
      'request_key',
    );
    expect(
      uniqueViolationColumn({ code: 'SQLITE_CONSTRAINT_UNIQUE', message: 'UNIQUE constraint failed: rmas.rma_no' }),
    ).toBe('rma_no');
    expect(uniqueViolationColumn(new Error('other'))).toBeNull();
  });
});
