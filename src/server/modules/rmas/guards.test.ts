import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRmaActionRequest } from '../../../shared/staff/actions.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { createTestContext, ENGINES, type TestContext } from '../../test/context.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { applyAction, bulkAction } from './actions.js';
import type { RmaEffect, RmaEffects } from './effects.js';
import type { EffectName } from './machine.js';
import { staffRmaDetail } from './staff-detail.js';
import { A, counts, makeRma, makeStaff, rmaRow, run, setStoreSettings } from './test-support.js';

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

/** Effects that record what they were called with, and may fail. */
function recording(fail?: EffectName): { calls: [EffectName, RmaEffect][]; effects: RmaEffects } {
  const calls: [EffectName, RmaEffect][] = [];
  const hook = (name: EffectName) => async (effect: RmaEffect) => {
    calls.push([name, effect]);
    if (name === fail) throw new Error(`${name} failed`);
  };
  const names: EffectName[] = [
    'approved',
    'rejected',
    'received',
    'refundCompleted',
    'shipped',
    'cancelled',
    'closed',
    'messaged',
    'labelReissueRequested',
  ];
  return { calls, effects: Object.fromEntries(names.map((n) => [n, hook(n)])) as RmaEffects };
}

describe.each(ENGINES)('staff actions: roles, scope, conflicts and bad input on %s', (engine) => {
  let t: TestContext;
  let ctx: AppContext;
  let admin: StaffPrincipal;
  let supervisor: StaffPrincipal;
  let agent: StaffPrincipal;
  let viewer: StaffPrincipal;
  let ukAgent: StaffPrincipal;

  beforeAll(async () => {
    t = await createTestContext(engine, { today: '2024-05-10' });
    ctx = t.app.ctx;
    admin = await makeStaff(ctx, 'admin');
    supervisor = await makeStaff(ctx, 'supervisor', ['us']);
    agent = await makeStaff(ctx, 'agent', ['us']);
    viewer = await makeStaff(ctx, 'viewer', ['us']);
    ukAgent = await makeStaff(ctx, 'agent', ['uk']);
    await setStoreSettings(ctx, 'us', { refundThreshold: 100 });
  });
  afterAll(() => t.close());

  /** Expects the action refused with `expected`, and the RMA, its history, events and audit untouched. */
  async function refused(
    staff: StaffPrincipal,
    rmaId: string,
    request: TRmaActionRequest,
    expected: Partial<AppError>,
  ) {
    const before = { row: await rmaRow(ctx, rmaId), lines: await lines(rmaId), n: await counts(ctx, rmaId) };
    expect(await failure(applyAction(ctx, staff, rmaId, request))).toMatchObject(expected);
    expect({ row: await rmaRow(ctx, rmaId), lines: await lines(rmaId), n: await counts(ctx, rmaId) }).toEqual(before);
  }
  const lines = (rmaId: string) =>
    ctx.db.selectFrom('rma_lines').selectAll().where('rma_id', '=', rmaId).orderBy('id').execute();

  it.each<[string, () => StaffPrincipal, TRmaActionRequest, Partial<AppError>]>([
    [
      'a viewer writes a note',
      () => viewer,
      { action: 'note', body: 'x', version: 0 },
      { httpStatus: 403, code: 'staffForbidden' },
    ],
    [
      'an agent rejects',
      () => agent,
      { action: 'reject', reason: 'x', version: 0 },
      { httpStatus: 403, code: 'staffForbidden' },
    ],
    ['an agent closes without action', () => agent, { action: 'close', reason: 'x', version: 0 }, { httpStatus: 403 }],
    ['an agent assigns a colleague', () => agent, { action: 'assign', assigneeId: 1, version: 0 }, { httpStatus: 403 }],
    [
      'an illegal transition',
      () => admin,
      { action: 'ship', carrier: 'A', trackingNo: 'B', serials: [], version: 0 },
      { httpStatus: 409, status: 'illegal-transition' },
    ],
    [
      'an unknown line',
      () => admin,
      { action: 'approve', lines: [987654], version: 0 },
      { httpStatus: 400, status: 'invalid', code: 'lineNotActionable', fields: { lines: 'lineNotActionable' } },
    ],
    ['a stale version', () => admin, { action: 'approve', version: 3 }, { httpStatus: 409, code: 'conflict' }],
  ])('refuses %s and changes nothing', async (_, staff, request, expected) => {
    const rma = await makeRma(ctx);
    await refused(staff(), rma.id, request, expected);
  });

  it('an agent may refund up to the threshold; above it needs a supervisor', async () => {
    const rma = await makeRma(ctx);
    await run(ctx, admin, rma, [
      A({ action: 'approve' }),
      (ids) => ({ action: 'receive', lines: ids.map((lineId) => ({ lineId, receipt: 'as-new' as const })) }),
      A({ action: 'start-inspection' }),
      (ids) => ({ action: 'inspect', lines: ids.map((lineId) => ({ lineId, result: 'as-described' as const })) }),
    ]);
    const refund = {
      action: 'refund',
      refundTotal: 100.5,
      shippingCharge: 0,
      storeCredit: 0,
      tax: 0,
      amountReady: true,
      version: 4,
    } as const;
    await refused(agent, rma.id, refund, { httpStatus: 403, code: 'refundAboveThreshold', values: { threshold: 100 } });
    await run(ctx, agent, rma, [A({ ...refund, refundTotal: 100 })]);
    await run(ctx, supervisor, rma, [A({ ...refund, refundTotal: 250 })]);
    expect(Number((await rmaRow(ctx, rma.id)).refund_total_actual)).toBe(250);
  });

  it('an RMA outside the user’s stores answers exactly as one that does not exist', async () => {
    const rma = await makeRma(ctx, { store: 'us' });
    const outside = await failure(applyAction(ctx, ukAgent, rma.id, { action: 'note', body: 'x', version: 0 }));
    const unknown = await failure(applyAction(ctx, ukAgent, 'no-such-rma', { action: 'note', body: 'x', version: 0 }));
    expect(outside).toMatchObject({ httpStatus: 404, status: 'not-found', code: 'notFound' });
    expect({ ...outside, stack: '' }).toEqual({ ...unknown, stack: '' });
    const readOutside = await failure(staffRmaDetail(ctx, ukAgent, rma.id));
    const readUnknown = await failure(staffRmaDetail(ctx, ukAgent, 'no-such-rma'));
    expect({ ...readOutside, stack: '' }).toEqual({ ...readUnknown, stack: '' });
    expect(readOutside.httpStatus).toBe(404);
    // Even a stale version says nothing about an RMA out of scope.
    expect(await failure(applyAction(ctx, ukAgent, rma.id, { action: 'note', body: 'x', version: 7 }))).toMatchObject({
      httpStatus: 404,
    });
  });

  it('two actions on one version: the second is told who changed it and when', async () => {
    const rma = await makeRma(ctx);
    await applyAction(ctx, supervisor, rma.id, { action: 'approve', version: 0 });
    const error = await failure(applyAction(ctx, agent, rma.id, { action: 'cancel', reason: 'x', version: 0 }));
    expect(error).toMatchObject({
      httpStatus: 409,
      status: 'fail',
      code: 'conflict',
      values: { name: supervisor.name, at: '2024-05-10 12:00 UTC' },
      extra: { changedBy: supervisor.name, changedAt: '2024-05-10T12:00:00.000Z', version: 1 },
    });
    expect((await rmaRow(ctx, rma.id)).status).toBe('APPROVED');
  });

  it('concurrent actions on one version: exactly one wins', async () => {
    const rma = await makeRma(ctx);
    const results = await Promise.allSettled([
      applyAction(ctx, admin, rma.id, { action: 'approve', version: 0 }),
      applyAction(ctx, supervisor, rma.id, { action: 'reject', reason: 'x', version: 0 }),
      applyAction(ctx, agent, rma.id, { action: 'note', body: 'x', version: 0 }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ httpStatus: 409, code: 'conflict' });
    expect(Number((await rmaRow(ctx, rma.id)).version)).toBe(1);
    expect((await counts(ctx, rma.id)).audit).toBe(1);
  });

  it('assigning: to oneself, then a supervisor to a colleague; never to someone outside the store', async () => {
    const rma = await makeRma(ctx);
    await run(ctx, agent, rma, [A({ action: 'assign', assigneeId: agent.id })]);
    await run(ctx, supervisor, rma, [A({ action: 'assign', assigneeId: supervisor.id })]);
    expect((await rmaRow(ctx, rma.id)).assignee_id).toBe(supervisor.id);
    await refused(
      supervisor,
      rma.id,
      { action: 'assign', assigneeId: ukAgent.id, version: 2 },
      { httpStatus: 400, code: 'assigneeInvalid', fields: { assigneeId: 'assigneeInvalid' } },
    );
    await refused(
      supervisor,
      rma.id,
      { action: 'assign', assigneeId: viewer.id, version: 2 },
      { code: 'assigneeInvalid' },
    );
    const disabled = await makeStaff(ctx, 'agent', ['us'], { disabled: true });
    await refused(
      supervisor,
      rma.id,
      { action: 'assign', assigneeId: disabled.id, version: 2 },
      { code: 'assigneeInvalid' },
    );
    await refused(
      supervisor,
      rma.id,
      { action: 'assign', assigneeId: 999999, version: 2 },
      { code: 'assigneeInvalid' },
    );
  });

  it('the audit log keeps who, when, what, before and after', async () => {
    const rma = await makeRma(ctx);
    await applyAction(ctx, agent, rma.id, { action: 'approve', version: 0, message: 'Label on its way' });
    const entry = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', rma.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      staff_id: agent.id,
      actor: agent.email,
      action: 'rma.approve',
      entity: 'rma',
      store: 'us',
      at: '2024-05-10T12:00:00.000Z',
      ip: '192.0.2.1',
    });
    const before = JSON.parse(entry.before);
    const after = JSON.parse(entry.after);
    expect(before).toMatchObject({ version: 0, rma: { status: 'SUBMITTED', due_at: '2024-05-14T12:00:00.000Z' } });
    expect(before.lines[0]).toMatchObject({ status: 'SUBMITTED', decision: '' });
    expect(after).toMatchObject({
      version: 1,
      rma: { status: 'APPROVED' },
      history: ['APPROVED'],
      input: { action: 'approve', message: 'Label on its way' },
    });
    expect(after.lines[0]).toMatchObject({ status: 'APPROVED', decision: 'approved' });
    const events = await ctx.db
      .selectFrom('rma_events')
      .selectAll()
      .where('rma_id', '=', rma.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.kind, e.visibility, e.actor, e.body])).toEqual([
      ['status', 'customer', agent.name, ''],
      ['message', 'customer', agent.name, 'Label on its way'],
      // The approval's effect: the return label, issued in the same transaction.
      ['label', 'customer', agent.name, expect.stringMatching(/^Return label issued \(RL\d{11}\)$/)],
    ]);
  });

  it('effects run inside the action: called with the RMA as left, and a failing one undoes the action', async () => {
    const rma = await makeRma(ctx);
    const ok = recording();
    await applyAction(ctx, agent, rma.id, { action: 'approve', version: 0, message: 'Hello' }, ok.effects);
    expect(ok.calls.map(([name]) => name)).toEqual(['approved']);
    expect(ok.calls[0]![1]).toMatchObject({
      rma: { status: 'APPROVED', version: 1 },
      message: 'Hello',
      actor: { staffId: agent.id },
    });
    expect(ok.calls[0]![1].lines.map((l) => l.status)).toEqual(['APPROVED', 'APPROVED']);

    const failing = recording('cancelled');
    const before = { row: await rmaRow(ctx, rma.id), n: await counts(ctx, rma.id) };
    await expect(
      applyAction(ctx, agent, rma.id, { action: 'cancel', reason: 'x', version: 1 }, failing.effects),
    ).rejects.toThrow('cancelled failed');
    expect({ row: await rmaRow(ctx, rma.id), n: await counts(ctx, rma.id) }).toEqual(before);
  });

  it('bulk: each row on its own', async () => {
    const fine = await makeRma(ctx);
    const stale = await makeRma(ctx);
    const outside = await makeRma(ctx, { store: 'uk' });
    const approved = await makeRma(ctx);
    await run(ctx, admin, approved, [A({ action: 'approve' })]);
    const result = await bulkAction(ctx, agent, {
      action: 'approve',
      items: [
        { id: fine.id, version: 0 },
        { id: stale.id, version: 5 },
        { id: outside.id, version: 0 },
        { id: approved.id, version: 1 },
      ],
    });
    expect(result.results).toEqual([
      { id: fine.id, ok: true },
      { id: stale.id, ok: false, code: 'conflict', message: expect.stringContaining('reload') },
      { id: outside.id, ok: false, code: 'notFound', message: 'Not Found' },
      { id: approved.id, ok: false, code: 'illegalTransition', message: expect.stringContaining('APPROVED') },
    ]);
    expect((await rmaRow(ctx, fine.id)).status).toBe('APPROVED');
    expect((await rmaRow(ctx, stale.id)).status).toBe('SUBMITTED');
  });

  it('bulk: receive marks every awaited line as new; assign takes the rows', async () => {
    const rma = await makeRma(ctx);
    await run(ctx, admin, rma, [A({ action: 'approve' })]);
    expect(
      (await bulkAction(ctx, agent, { action: 'receive', items: [{ id: rma.id, version: 1 }] })).results[0]!.ok,
    ).toBe(true);
    expect((await lines(rma.id)).map((l) => [l.status, l.receipt])).toEqual([
      ['PRODUCT_RECEIVED', 'as-new'],
      ['PRODUCT_RECEIVED', 'as-new'],
    ]);
    const assigned = await bulkAction(ctx, agent, {
      action: 'assign',
      assigneeId: agent.id,
      items: [{ id: rma.id, version: 2 }],
    });
    expect(assigned.results[0]!.ok).toBe(true);
    expect((await rmaRow(ctx, rma.id)).assignee_id).toBe(agent.id);
  });
});
