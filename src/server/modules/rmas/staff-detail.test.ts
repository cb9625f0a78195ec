import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RmaType } from '../../../shared/codes.js';
import { ZStaffRma } from '../../../shared/staff/rma.js';
import type { AppContext } from '../../context.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { applyAction } from './actions.js';
import { staffRmaDetail } from './staff-detail.js';
import { A, makeRma, makeStaff, PRODUCT_12M, PRODUCT_24M, run } from './test-support.js';

describe.each(ENGINES)('the staff RMA page on %s', (engine) => {
  let t: TestContext;
  let ctx: AppContext;
  let admin: StaffPrincipal;
  let agent: StaffPrincipal;
  let viewer: StaffPrincipal;

  beforeAll(async () => {
    t = await createTestContext(engine, { today: '2024-05-10' });
    ctx = t.app.ctx;
    admin = await makeStaff(ctx, 'admin');
    agent = await makeStaff(ctx, 'agent', ['us']);
    viewer = await makeStaff(ctx, 'viewer', ['us']);
  });
  afterAll(() => t.close());

  it('a replacement: customer and address, lines with serial check and warranty, actions', async () => {
    const address = await ctx.db
      .selectFrom('addresses')
      .select('id')
      .where('owner_email', '=', 'alex.us@example.com')
      .executeTakeFirstOrThrow();
    const rma = await makeRma(ctx, {
      type: RmaType.Replacement,
      products: [PRODUCT_12M, PRODUCT_12M, PRODUCT_24M],
      serials: ['AX7US0001', 'PH6US0001', 'NOT-IN-REGISTER'],
      email: 'alex.us@example.com',
      addressId: address.id,
    });
    const page = ZStaffRma.parse(await staffRmaDetail(ctx, agent, rma.id));
    expect(page).toMatchObject({
      id: rma.id,
      rmaNo: rma.rmaNo,
      store: 'us',
      kind: 'replacement',
      status: 'SUBMITTED',
      version: 0,
      late: false,
      assignee: null,
    });
    expect(page.customer).toEqual({
      email: 'alex.us@example.com',
      name: 'Alex Morgan',
      address: ['500 Market Street', 'Apt 12B', 'San Francisco CA 94105', expect.any(String)],
    });
    expect(page.lines.map((l) => [l.sku, l.serialCheck])).toEqual([
      ['SC-AURORA-X7', 'success'],
      ['SC-AURORA-X7', 'notmatch'],
      ['SC-AURORA-AE5', 'invalid'],
    ]);
    // Bought 2024-01-15: 12 months run to 2025-01-15, 24 to 2026-01-15.
    expect(page.lines.map((l) => l.warranty)).toEqual([
      { status: 'in-warranty', daysLeft: 250 },
      { status: 'in-warranty', daysLeft: 250 },
      { status: 'in-warranty', daysLeft: 615 },
    ]);
    expect(page.history).toEqual([{ status: 'SUBMITTED', date: '2024-05-10' }]);
    expect(page.actions).toEqual(['approve', 'cancel', 'assign', 'set-due', 'set-priority', 'note', 'message']);
    expect((await staffRmaDetail(ctx, viewer, rma.id)).actions).toEqual([]);
    expect((await staffRmaDetail(ctx, admin, rma.id)).actions).toContain('reject');
  });

  it('events with their data, the assignee, and late once past due', async () => {
    const rma = await makeRma(ctx, { email: 'member.us@example.com' });
    await run(ctx, agent, rma, [A({ action: 'assign', assigneeId: agent.id }), A({ action: 'note', body: 'Called' })]);
    const page = await staffRmaDetail(ctx, admin, rma.id);
    expect(page.customer).toEqual({ email: 'member.us@example.com', name: 'Jamie Rivera', address: [] });
    expect(page.assignee).toEqual({ id: agent.id, name: agent.name });
    expect(page.events.map((e) => [e.kind, e.visibility, e.actor, e.body, e.data])).toEqual([
      ['assign', 'internal', agent.name, '', { from: null, to: agent.id }],
      ['note', 'internal', agent.name, 'Called', {}],
    ]);
    t.clock.now = new Date('2024-05-20T12:00:00Z');
    expect((await staffRmaDetail(ctx, admin, rma.id)).late).toBe(true);
    t.clock.now = new Date('2024-05-10T12:00:00Z');
  });

  it('the answer of an action is the page as it now is', async () => {
    const rma = await makeRma(ctx);
    const page = await applyAction(ctx, agent, rma.id, { action: 'approve', version: 0 });
    expect(page).toMatchObject({ status: 'APPROVED', version: 1, dueAt: '2024-05-24T12:00:00.000Z' });
    expect(page.lines.map((l) => [l.status, l.decision])).toEqual([
      ['APPROVED', 'approved'],
      ['APPROVED', 'approved'],
    ]);
    expect(page.actions).toContain('receive');
  });
});
