import type { MessageKey } from '../../../shared/messages.js';
import type { TBulkRequest, TBulkResult, TRmaActionInput, TRmaActionRequest } from '../../../shared/staff/actions.js';
import type { TStaffRma } from '../../../shared/staff/rma.js';
import { can, inScope } from '../../../shared/staff/roles.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { messageIn } from '../../lib/messages.js';
import { staffUserById } from '../staff/repository.js';
import { parseScope, roleOf } from '../staff/views.js';
import { settingsOf, storeSettingsRow } from '../store-settings/repository.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { rmaEffects, type RmaEffects } from './effects.js';
import { awaitedLines } from './machine-review.js';
import { decide, type MachineRma, type Refusal } from './machine.js';
import { staffActor } from './actor.js';
import { conflictError, writeTransition } from './write.js';
import { machineRma, rmaNotFound } from './work.js';
import { staffRmaDetail } from './staff-detail.js';
import { lockRma, workLines } from './work-repository.js';

type Db = AppContext['db'];

const forbidden = (key: MessageKey = 'staffForbidden', values = {}) => new AppError(403, 'forbidden', key, values);

function refusalError(refusal: Refusal): AppError {
  const values = refusal.values ?? {};
  if (refusal.refused === 'forbidden') return forbidden(refusal.key, values);
  if (refusal.refused === 'illegal-transition') return new AppError(409, 'illegal-transition', refusal.key, values);
  return new AppError(400, 'invalid', refusal.key, values, refusal.field ? { [refusal.field]: refusal.key } : {});
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
    const actor = staffActor(staff);
    await writeTransition(trx, { actor, rma, lines, input, transition: decision.transition, now }, effects);
  });
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
