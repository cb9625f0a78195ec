import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RmaType } from '../../../shared/codes.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { demoCustomer, refundItem, repairItem, usShippingAddress } from '../../test/kit.js';
import { createRma } from './create.js';

/**
 * A store whose settings approve automatically (docs/staff/actions.md#automatic-approval): the customer's request
 * is approved by the portal inside its creation, with the return label and the approval e-mail, exactly as a staff
 * approval; other stores' requests wait for staff; a failing approval leaves no RMA at all.
 */
describe.each(ENGINES)('automatic approval, on %s', (engine) => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext(engine);
    await t.app.ctx.db.updateTable('store_settings').set({ auto_approve: 1 }).where('store', '=', 'us').execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.app.ctx.db;
  const rmaOf = (rmaNo: string) =>
    db().selectFrom('rmas').selectAll().where('rma_no', '=', rmaNo).executeTakeFirstOrThrow();

  it('approves a refund as it is made: label, history, event log, audit entry and both e-mails', async () => {
    const c = await demoCustomer(t.app, 'us', 'alex.us@example.com', 840);
    const lines = await c.chooseFromOrder('US1000101', 1, [0]);
    const made = await c.submit(
      1,
      lines.map((l) => refundItem(l.sourceId)),
      'auto-approve-refund',
    );
    expect(made.body.status, JSON.stringify(made.body)).toBe('success');
    const rma = await rmaOf(made.body.rmaNo);
    expect(rma).toMatchObject({ status: 'APPROVED', label_status: 'S', version: 1 });
    expect(rma.label_link).toMatch(/^\/api\/labels\/[A-Za-z0-9_-]{43}$/);

    const history = await db()
      .selectFrom('rma_history')
      .select('status')
      .where('rma_id', '=', rma.id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.status)).toEqual(['SUBMITTED', 'APPROVED']);
    const events = await db().selectFrom('rma_events').selectAll().where('rma_id', '=', rma.id).execute();
    const approval = events.find((e) => e.kind === 'status');
    expect(approval).toMatchObject({ actor: 'system', staff_id: null });
    expect(events.some((e) => e.kind === 'label')).toBe(true);
    const audit = await db().selectFrom('audit_log').selectAll().where('entity_id', '=', rma.id).execute();
    expect(audit).toMatchObject([{ action: 'rma.approve', actor: 'system', staff_id: null, store: 'us' }]);
    const mails = await db().selectFrom('mail_outbox').select('event').where('rma_id', '=', rma.id).execute();
    expect(mails.map((m) => m.event).sort()).toEqual(['rma-approved', 'rma-received', 'staff-alert-rma']);

    // The customer's status look-up shows the approval and its label at once.
    const status = await c.post('/api/your-products/search-rma-request', { keyword: made.body.rmaNo });
    expect(status.statusCode, JSON.stringify(status.body)).toBe(200);
    expect(JSON.stringify(status.body)).toContain(rma.label_link);
  });

  it('approves a replacement when its address is given, and leaves another store’s request to staff', async () => {
    const c = await demoCustomer(t.app, 'us', 'alex.us@example.com', 840);
    const lines = await c.chooseFromOrder('US1000103', 2, [0]);
    const submit = await c.submit(
      2,
      lines.map((l) => repairItem(l.sourceId)),
      'auto-approve-replacement',
    );
    expect(submit.body.status, JSON.stringify(submit.body)).toBe('address');
    const saved = await c.post('/api/your-address/update', {
      address: usShippingAddress(),
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const done = await c.post('/api/your-address/submit', { address: { id: saved.body.id } });
    expect(done.body.status, JSON.stringify(done.body)).toBe('success');
    expect(await rmaOf(done.body.rmaNo)).toMatchObject({ status: 'APPROVED', label_status: 'S' });

    const uk = await demoCustomer(t.app, 'uk', 'alex.uk@example.com', 826);
    const ukLines = await uk.chooseFromOrder('UK1000101', 1, [0]);
    const ukMade = await uk.submit(
      1,
      ukLines.map((l) => refundItem(l.sourceId)),
      'auto-approve-off',
    );
    expect(ukMade.body.status, JSON.stringify(ukMade.body)).toBe('success');
    expect(await rmaOf(ukMade.body.rmaNo)).toMatchObject({ status: 'SUBMITTED', label_status: '', version: 0 });
  });

  it('makes no RMA when the approval fails: it exists approved or not at all', async () => {
    const before = await db().selectFrom('rmas').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    const outboxBefore = await db()
      .selectFrom('mail_outbox')
      .select(db().fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const order = await db()
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.id', 'order_lines.product_id'])
      .where('orders.order_number', '=', 'US1000104')
      .executeTakeFirstOrThrow();
    const attempt = createRma(db(), {
      store: 'us',
      email: 'alex.us@example.com',
      type: RmaType.Refund,
      countryCode: 'US',
      addressId: null,
      languageReply: 'en',
      requestKey: 'auto-approve-fails',
      lines: [
        {
          orderLineId: order.id,
          productId: order.product_id,
          serialNumber: '',
          invoiceNumber: '',
          purchaseDate: '2026-11-01',
          warrantyExpiry: '2027-11-01',
          unitPrice: 10,
          reason: 'CHANGE_OF_MIND',
          faultCategory: '',
          faultCode: '',
          comments: '',
          otherComments: '',
          cosmetic: 'no',
          damageUploadId: null,
          proofUploadId: null,
        },
      ],
      now: new Date(),
      mail: t.app.ctx,
      autoApprove: async () => {
        throw new Error('the label could not be made');
      },
    });
    await expect(attempt).rejects.toThrow('the label could not be made');
    const after = await db().selectFrom('rmas').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const outboxAfter = await db()
      .selectFrom('mail_outbox')
      .select(db().fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(outboxAfter.n)).toBe(Number(outboxBefore.n));
  });
});
