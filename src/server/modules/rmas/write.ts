import type { TRmaActionInput } from '../../../shared/staff/actions.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/repository.js';
import type { RmaActor } from './actor.js';
import type { RmaEffects } from './effects.js';
import type { Transition } from './machine.js';
import {
  appendHistory,
  insertEvents,
  latestEvent,
  lineColumns,
  rmaById,
  rmaColumns,
  updateLines,
  updateRmaWork,
  workLines,
  type WorkLine,
  type WorkRma,
} from './work-repository.js';

type Db = AppContext['db'];

/** 409 conflict (ZConflict): who made the change the action did not see, and when. */
export async function conflictError(db: Db, rma: WorkRma): Promise<AppError> {
  const last = await latestEvent(db, rma.id);
  const changedBy = last?.actor || 'system';
  const changedAt = last?.at ?? rma.updated_at;
  const at = changedAt ? `${changedAt.slice(0, 16).replace('T', ' ')} UTC` : '';
  const error = new AppError(409, 'fail', 'conflict', { name: changedBy, at });
  error.extra = { changedBy, changedAt, version: Number(rma.version) };
  return error;
}

export interface Write {
  actor: RmaActor;
  rma: WorkRma;
  lines: WorkLine[];
  input: TRmaActionInput;
  transition: Transition;
  now: string;
}

/**
 * Writes a transition the state machine decided, inside the caller's transaction: the RMA (on the version it was
 * read at, else 409), its lines, history, events, the audit entry, then the transition's effects, which see the RMA
 * as it was left.
 */
export async function writeTransition(trx: Db, w: Write, effects: RmaEffects): Promise<void> {
  const { rma, transition: t, now, actor } = w;
  if (!(await updateRmaWork(trx, { id: rma.id, version: Number(rma.version) }, t.rma, now)))
    throw await conflictError(trx, rma);
  await updateLines(trx, rma.id, t.lines);
  await appendHistory(trx, rma.id, t.history, now);
  await insertEvents(trx, rma.id, t.events, { staffId: actor.staffId, actor: actor.name, at: now });
  await recordAudit(trx, {
    at: now,
    staffId: actor.staffId,
    actor: actor.email,
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
    ip: actor.ip,
  });
  if (t.effects.length === 0) return;
  const [after, linesAfter] = await Promise.all([rmaById(trx, rma.id), workLines(trx, rma.id)]);
  const message = t.events.find((e) => e.kind === 'message')?.body ?? '';
  for (const name of t.effects)
    await effects[name]({ trx, actor, rma: after!, lines: linesAfter, input: w.input, message });
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
