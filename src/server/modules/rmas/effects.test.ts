import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { A, makeRma, makeStaff, rmaRow, run } from './test-support.js';

/**
 * The app's own effects (effects.ts): an approval issues the return label and e-mails the customer its link, in
 * the action's transaction; each later step writes the customer's e-mail of that step.
 */
describe.each(ENGINES)('what staff actions cause, on %s', (engine) => {
  let t: TestContext;
  let ctx: AppContext;
  let supervisor: StaffPrincipal;

  beforeAll(async () => {
    t = await createTestContext(engine, { env: { PUBLIC_BASE_URL: 'https://returns.example.com' } });
    ctx = t.app.ctx;
    supervisor = await makeStaff(ctx, 'supervisor', ['us']);
  });
  afterAll(async () => {
    await t?.close();
  });

  const mails = (rmaId: string) =>
    ctx.db.selectFrom('mail_outbox').selectAll().where('rma_id', '=', rmaId).orderBy('created_at').execute();

  it('an approval issues a label and e-mails its whole link; a refund to its end e-mails each step', async () => {
    const rma = await makeRma(ctx);
    await run(ctx, supervisor, rma, [A({ action: 'approve', message: 'Please send it back' })]);
    const approved = await rmaRow(ctx, rma.id);
    expect(approved).toMatchObject({ status: 'APPROVED', label_status: 'S' });
    expect(approved.label_link).toMatch(/^\/api\/labels\/[A-Za-z0-9_-]{43}$/);
    const labels = await ctx.db.selectFrom('return_labels').selectAll().where('rma_id', '=', rma.id).execute();
    expect(labels).toHaveLength(1);
    const approval = (await mails(rma.id)).find((m) => m.event === 'rma-approved')!;
    expect(approval.text).toContain(`https://returns.example.com${approved.label_link}`);
    expect(approval.text).toContain('Please send it back');

    await run(ctx, supervisor, rma, [
      (lines) => ({ action: 'receive', lines: lines.map((lineId) => ({ lineId, receipt: 'as-new' as const })) }),
      A({ action: 'start-inspection' }),
      (lines) => ({ action: 'inspect', lines: lines.map((lineId) => ({ lineId, result: 'as-described' as const })) }),
      A({ action: 'refund', refundTotal: 50, shippingCharge: 0, storeCredit: 0, tax: 5, amountReady: true }),
      A({ action: 'complete-refund' }),
      A({ action: 'message', body: 'Thank you for your patience' }),
    ]);
    const events = (await mails(rma.id)).map((m) => m.event);
    expect(events).toEqual(
      expect.arrayContaining(['rma-received', 'rma-approved', 'product-received', 'refund-completed', 'staff-message']),
    );
  });

  it('a rejection e-mails its reason when staff wrote no message; a reissue revokes the old label', async () => {
    const rejected = await makeRma(ctx);
    await run(ctx, supervisor, rejected, [A({ action: 'reject', reason: 'Bought more than two years ago' })]);
    const rejection = (await mails(rejected.id)).find((m) => m.event === 'rma-rejected')!;
    expect(rejection.text).toContain('Bought more than two years ago');

    const rma = await makeRma(ctx);
    await run(ctx, supervisor, rma, [A({ action: 'approve' }), A({ action: 'reissue-label' })]);
    const labels = await ctx.db
      .selectFrom('return_labels')
      .select(['revoked_at'])
      .where('rma_id', '=', rma.id)
      .orderBy('issued_at')
      .execute();
    expect(labels.map((label) => label.revoked_at === null)).toEqual([false, true]);
  });
});
