import type { MessageKey } from '../../../shared/messages.js';
import type { TBulkRequest, TBulkResult, TRmaActionInput, TRmaActionRequest } from '../../../shared/staff/actions.js';
import type { TStaffRma } from '../../../shared/staff/rma.js';
import { can, inScope } from '../../../shared/staff/roles.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { messageIn } from '../../lib/messages.js';
import { recordAudit } from '../audit/repository.js';
import { staffUserById } from '../staff/repository.js';
import { parseScope, roleOf } from '../staff/views.js';
import { settingsOf, storeSettingsRow } from '../store-settings/repository.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { rmaEffects, type RmaEffects } from './effects.js';
import { awaitedLines } from './machine-review.js';
import { decide, type MachineRma, type Refusal, type Transition } from './machine.js';
import { machineRma, rmaNotFound } from './work.js';
import { staffRmaDetail } from './staff-detail.js';
import {
  appendHistory,
  insertEvents,
  latestEvent,
  lineColumns,
  lockRma,
  rmaById,
  rmaColumns,
  updateLines,
  updateRmaWork,
  workLines,
  type WorkLine,
  type WorkRma,
} from './work-repository.js';

type Db = AppContext['db'];

const forbidden = (key: MessageKey = 'staffForbidden', values = {}) => new AppError(403, 'forbidden', key, values);

function refusalError(refusal: Refusal): AppError {
  const values = refusal.values ?? {};
  if (refusal.refused === 'forbidden') return forbidden(refusal.key, values);
  if (refusal.refused === 'illegal-transition') return new AppError(409, 'illegal-transition', refusal.key, values);
  return new AppError(400, 'invalid', refusal.key, values, refusal.field ? { [refusal.field]: refusal.key } : {});
}

/** 409 conflict (ZConflict): who made the change the action did not see, and when. */
async function conflictError(db: Db, rma: WorkRma): Promise<AppError> {
  const last = await latestEvent(db, rma.id);
  const changedBy = last?.actor || 'system';
  const changedAt = last?.at ?? rma.updated_at;
  const at = changedAt ? `${changedAt.slice(0, 16).replace('T', ' ')} UTC` : '';
  const error = new AppError(409, 'fail', 'conflict', { name: changedBy, at });
  error.extra = { changedBy, changedAt, version: Number(rma.version) };
  return error;
}

/** An assignee works on the RMA's store: an enabled user whose role works the queue, with the store in scope. */
async function checkAssignee(db: Db, assigneeId: number, store: string): Promise<void> {
  const user = await staffUserById(db, assigneeId);
  const fit = user && !user.disabled && can(roleOf(user), 'work') && inScope(parseScope(user.stores), store);
  if (!fit) throw new AppError(400, 'invalid', 'assigneeInvalid', {}, { assigneeId: 'assigneeInvalid' });
}

type InputOf = (rma: MachineRma) => TRmaActionInput;

/**
 * One staff action on one RMA, in one transaction (docs/staff/actions.md): the RMA is locked and checked (scope,
 * permission, version), the state machine decides, and the RMA, its lines, history, events, the audit entry and the
 * effects are written together, or nothing is.
 */
export async function applyAction(
  ctx: AppContext,
  staff: StaffPrincipal,
  rmaId: string,
  request: TRmaActionRequest,
  effects: RmaEffects = rmaEffects(ctx),
): Promise<TStaffRma> {
  const { version, ...input } = request;
  await applyInTransaction(ctx, staff, { rmaId, version }, () => input as TRmaActionInput, effects);
  return staffRmaDetail(ctx, staff, rmaId);
}

async function applyInTransaction(
  ctx: AppContext,
  staff: StaffPrincipal,
  target: { rmaId: string; version: number },
  inputOf: InputOf,
  effects: RmaEffects,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const rma = await lockRma(trx, ctx.dialect, target.rmaId);
    if (!rma || !inScope(staff.stores, rma.store)) throw rmaNotFound();
    if (!can(staff.role, 'work')) throw forbidden();
    if (Number(rma.version) !== target.version) throw await conflictError(trx, rma);
    const [lines, settingsRow] = await Promise.all([workLines(trx, rma.id), storeSettingsRow(trx, rma.store)]);
    const settings = settingsOf(settingsRow);
    const machine = machineRma(rma, lines);
    const input = inputOf(machine);
    const now = ctx.now().toISOString();
    const decision = decide(machine, input, { id: staff.id, role: staff.role }, settings, now);
    if (!decision.ok) throw refusalError(decision.refusal);
    if (input.action === 'assign' && input.assigneeId !== null) await checkAssignee(trx, input.assigneeId, rma.store);
    await write(trx, { staff, rma, lines, input, transition: decision.transition, now }, effects);
  });
}

interface Write {
  staff: StaffPrincipal;
  rma: WorkRma;
  lines: WorkLine[];
  input: TRmaActionInput;
  transition: Transition;
  now: string;
}

async function write(trx: Db, w: Write, effects: RmaEffects): Promise<void> {
  const { rma, transition: t, now, staff } = w;
  if (!(await updateRmaWork(trx, { id: rma.id, version: Number(rma.version) }, t.rma, now)))
    throw await conflictError(trx, rma);
  await updateLines(trx, rma.id, t.lines);
  await appendHistory(trx, rma.id, t.history, now);
  await insertEvents(trx, rma.id, t.events, { staffId: staff.id, actor: staff.name, at: now });
  await recordAudit(trx, {
    at: now,
    staffId: staff.id,
    actor: staff.email,
    action: `rma.${w.input.action}`,
    entity: 'rma',
    entityId: rma.id,
    store: rma.store,
    before: beforeOf(w),
    after: {
      version: Number(rma.version) + 1,
      rma: rmaColumns(t.rma),
      lines: t.lines,
      history: t.history,
      input: w.input,
    },
    ip: staff.ip,
  });
  if (t.effects.length === 0) return;
  const [after, linesAfter] = await Promise.all([rmaById(trx, rma.id), workLines(trx, rma.id)]);
  const message = t.events.find((e) => e.kind === 'message')?.body ?? '';
  for (const name of t.effects)
    await effects[name]({ trx, staff, rma: after!, lines: linesAfter, input: w.input, message });
}

/** The columns the action changes, as they were. */
function beforeOf(w: Write): Record<string, unknown> {
  const rmaBefore = Object.fromEntries(
    Object.keys(rmaColumns(w.transition.rma)).map((column) => [column, w.rma[column as keyof WorkRma]]),
  );
  const lines = w.transition.lines.map((change) => {
    const line = w.lines.find((l) => l.id === change.id);
    const columns = Object.keys(lineColumns(change));
    return { id: change.id, ...Object.fromEntries(columns.map((c) => [c, line?.[c as keyof WorkLine]])) };
  });
  return { version: Number(w.rma.version), rma: rmaBefore, lines };
}

/**
 * The same action on selected rows of a queue, each in its own transaction: one row's refusal (a conflict, a status
 * that does not allow it) is reported and the others go on. Receiving marks every awaited line as new.
 */
export async function bulkAction(
  ctx: AppContext,
  staff: StaffPrincipal,
  request: TBulkRequest,
  effects: RmaEffects = rmaEffects(ctx),
): Promise<TBulkResult> {
  const inputOf: InputOf = (rma) => {
    if (request.action === 'approve') return { action: 'approve' };
    if (request.action === 'assign') return { action: 'assign', assigneeId: request.assigneeId ?? null };
    return {
      action: 'receive',
      lines: awaitedLines({ rma }).map((line) => ({ lineId: line.id, receipt: 'as-new' as const })),
    };
  };
  const results: TBulkResult['results'] = [];
  for (const item of request.items) {
    try {
      await applyInTransaction(ctx, staff, { rmaId: item.id, version: item.version }, inputOf, effects);
      results.push({ id: item.id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        id: item.id,
        ok: false,
        code: error.code,
        message: messageIn(staff.language, error.code, error.values),
      });
    }
  }
  return { results };
}
