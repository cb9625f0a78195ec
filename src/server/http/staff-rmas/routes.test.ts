import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBulkResult, ZConflict } from '../../../shared/staff/actions.js';
import { ZStaffRma } from '../../../shared/staff/rma.js';
import { makeRma, rmaRow } from '../../modules/rmas/test-support.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import { injectAsStaff, staffSession, type StaffSession } from '../../test/staff.js';

describe.each(ENGINES)('staff RMA calls (%s)', (engine) => {
  let ctx: TestContext;
  let agent: StaffSession;
  let supervisor: StaffSession;
  let viewer: StaffSession;
  let ukAgent: StaffSession;
  let frenchAgent: StaffSession;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { today: '2024-05-10' });
    agent = await staffSession(ctx, { role: 'agent', stores: ['us'], name: 'Ada Agent' });
    supervisor = await staffSession(ctx, { role: 'supervisor', stores: ['us'], name: 'Sam Supervisor' });
    viewer = await staffSession(ctx, { role: 'viewer', stores: ['us'] });
    ukAgent = await staffSession(ctx, { role: 'agent', stores: ['uk'] });
    frenchAgent = await staffSession(ctx, { role: 'agent', stores: ['us'], language: 'fr' });
  });
  afterAll(async () => ctx?.close());

  const page = (s: StaffSession, id: string) => injectAsStaff(ctx, s, { method: 'GET', url: `/api/staff/rmas/${id}` });
  const act = (s: StaffSession, id: string, payload: object) =>
    injectAsStaff(ctx, s, { method: 'POST', url: `/api/staff/rmas/${id}/actions`, payload });
  const newRma = () => makeRma(ctx.app.ctx);

  it('GET answers the RMA page with the actions of this user', async () => {
    const rma = await newRma();
    const res = await page(agent, rma.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = ZStaffRma.parse(res.json());
    expect(body).toMatchObject({ id: rma.id, rmaNo: rma.rmaNo, status: 'SUBMITTED', version: 0 });
    expect(body.actions).toEqual(['approve', 'cancel', 'assign', 'set-due', 'set-priority', 'note', 'message']);
    expect(ZStaffRma.parse((await page(viewer, rma.id)).json()).actions).toEqual([]);
  });

  it('an RMA of another store answers exactly as one that does not exist', async () => {
    const rma = await newRma();
    const outside = await page(ukAgent, rma.id);
    const unknown = await page(ukAgent, '00000000-0000-4000-8000-000000000000');
    expect(outside.statusCode).toBe(404);
    expect(outside.body).toBe(unknown.body);
    const actOutside = await act(ukAgent, rma.id, { action: 'note', body: 'x', version: 0 });
    const actUnknown = await act(ukAgent, '00000000-0000-4000-8000-000000000000', {
      action: 'note',
      body: 'x',
      version: 0,
    });
    expect([actOutside.statusCode, actOutside.body]).toEqual([404, actUnknown.body]);
  });

  it('needs a staff session, and the CSRF token to write', async () => {
    const rma = await newRma();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/staff/rmas/${rma.id}` })).statusCode).toBe(401);
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/rmas/${rma.id}/actions`,
      headers: { cookie: agent.cookie },
      payload: { action: 'approve', version: 0 },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await rmaRow(ctx.app.ctx, rma.id)).status).toBe('SUBMITTED');
  });

  it('an action answers the RMA as it now is; the customer sees it', async () => {
    const rma = await newRma();
    const res = await act(agent, rma.id, { action: 'approve', version: 0, message: 'Your label follows.' });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZStaffRma.parse(res.json());
    expect(body).toMatchObject({ status: 'APPROVED', version: 1 });
    expect(body.events.map((e) => [e.kind, e.visibility, e.actor])).toEqual([
      ['status', 'customer', 'Ada Agent'],
      ['message', 'customer', 'Ada Agent'],
      ['label', 'customer', 'Ada Agent'],
    ]);
    const customer = await ctx.app.inject({
      method: 'GET',
      url: `/api/confirmation?store=us&rmaNo=${rma.rmaNo}&rmaId=${rma.id}`,
    });
    expect(customer.json().detail.history.map((h: { rmA_STATUS: string }) => h.rmA_STATUS)).toEqual([
      'SUBMITTED',
      'APPROVED',
    ]);
  });

  it('the second of two actions on one version gets 409 conflict: who, when, reload', async () => {
    const rma = await newRma();
    expect((await act(supervisor, rma.id, { action: 'set-priority', priority: 1, version: 0 })).statusCode).toBe(200);
    const res = await act(agent, rma.id, { action: 'approve', version: 0 });
    expect(res.statusCode).toBe(409);
    expect(ZConflict.parse(res.json())).toEqual({
      status: 'fail',
      code: 'conflict',
      message:
        'Sam Supervisor changed this RMA at 2024-05-10 12:00 UTC. Please reload it to see the change, then try again.',
      changedBy: 'Sam Supervisor',
      changedAt: '2024-05-10T12:00:00.000Z',
      version: 1,
    });
    const french = await act(frenchAgent, rma.id, { action: 'approve', version: 0 });
    expect(french.json().message).toBe(
      'Sam Supervisor a modifié ce RMA à 2024-05-10 12:00 UTC. Veuillez le recharger pour voir la modification, puis réessayer.',
    );
  });

  it.each<[string, () => StaffSession, object, number, object]>([
    [
      'an action its status does not allow',
      () => agent,
      { action: 'complete-refund', version: 0 },
      409,
      {
        status: 'illegal-transition',
        code: 'illegalTransition',
        message: 'This action is not possible while the RMA is SUBMITTED. Please reload it.',
      },
    ],
    [
      'a viewer',
      () => viewer,
      { action: 'note', body: 'x', version: 0 },
      403,
      { status: 'forbidden', code: 'staffForbidden' },
    ],
    ['an agent rejecting', () => agent, { action: 'reject', reason: 'x', version: 0 }, 403, { code: 'staffForbidden' }],
    [
      'a rejection without a reason',
      () => supervisor,
      { action: 'reject', version: 0 },
      400,
      { status: 'invalid', code: 'invalidRequest', fields: { reason: expect.any(String) } },
    ],
    [
      'a blank reason',
      () => supervisor,
      { action: 'close', reason: '   ', version: 0 },
      400,
      { code: 'invalidRequest' },
    ],
    ['an unknown action', () => agent, { action: 'teleport', version: 0 }, 400, { code: 'invalidRequest' }],
    ['no version', () => agent, { action: 'approve' }, 400, { code: 'invalidRequest' }],
    ['an empty line list', () => agent, { action: 'approve', lines: [], version: 0 }, 400, { code: 'invalidRequest' }],
    [
      'a line of another RMA',
      () => agent,
      { action: 'approve', lines: [1], version: 0 },
      400,
      { code: 'lineNotActionable', fields: { lines: 'One of the products chosen cannot take this action now.' } },
    ],
    [
      'a negative refund',
      () => agent,
      { action: 'refund', refundTotal: -1, shippingCharge: 0, storeCredit: 0, tax: 0, amountReady: true, version: 0 },
      400,
      { code: 'invalidRequest' },
    ],
    [
      'a due date that is no instant',
      () => agent,
      { action: 'set-due', dueAt: 'tomorrow', version: 0 },
      400,
      { code: 'invalidRequest' },
    ],
  ])('refuses %s, changing nothing', async (_, staff, payload, status, body) => {
    const rma = await newRma();
    const before = await rmaRow(ctx.app.ctx, rma.id);
    const res = await act(staff(), rma.id, payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject(body);
    expect(await rmaRow(ctx.app.ctx, rma.id)).toEqual(before);
  });

  it('bulk approves the selected rows, each on its own', async () => {
    const a = await newRma();
    const b = await newRma();
    const res = await injectAsStaff(ctx, agent, {
      method: 'POST',
      url: '/api/staff/rmas/bulk',
      payload: {
        action: 'approve',
        items: [
          { id: a.id, version: 0 },
          { id: b.id, version: 9 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = ZBulkResult.parse(res.json());
    expect(results).toEqual([
      { id: a.id, ok: true },
      { id: b.id, ok: false, code: 'conflict', message: expect.stringContaining('reload') },
    ]);
    expect((await rmaRow(ctx.app.ctx, a.id)).status).toBe('APPROVED');
    expect((await rmaRow(ctx.app.ctx, b.id)).status).toBe('SUBMITTED');
    const bad = await injectAsStaff(ctx, agent, {
      method: 'POST',
      url: '/api/staff/rmas/bulk',
      payload: { action: 'ship', items: [] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
