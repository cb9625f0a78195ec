import type { TStoreSettingsInput } from '../../../shared/staff/settings.js';
import type { AppContext } from '../../context.js';
import { SYSTEM_ACTOR } from './actor.js';
import { rmaEffects, type RmaEffects } from './effects.js';
import { decide, type MachineActor } from './machine.js';
import { machineRma } from './work.js';
import { rmaById, workLines } from './work-repository.js';
import { writeTransition } from './write.js';

type Db = AppContext['db'];

/**
 * The portal approves with an agent's rights and no more; staff ids start at 1, so id 0 is nobody and assigns
 * nothing.
 */
const PORTAL: MachineActor = { id: 0, role: 'agent' };

/**
 * Approves a just-created RMA of a store whose settings approve automatically (docs/staff/actions.md#automatic-approval),
 * inside the creating transaction: the same transition, history, events, audit entry and effects (the return label
 * and the approval e-mail) as a staff approval, by the portal itself. The RMA exists approved, or not at all.
 */
export async function autoApprove(
  trx: Db,
  ctx: AppContext,
  rmaId: string,
  settings: TStoreSettingsInput,
  effects: RmaEffects = rmaEffects(ctx),
): Promise<boolean> {
  const [rma, lines] = await Promise.all([rmaById(trx, rmaId), workLines(trx, rmaId)]);
  if (!rma) return false;
  const input = { action: 'approve' } as const;
  const now = ctx.now().toISOString();
  const decision = decide(machineRma(rma, lines), input, PORTAL, settings, now);
  if (!decision.ok) return false;
  const write = { actor: SYSTEM_ACTOR, rma, lines, input, transition: decision.transition, now };
  await writeTransition(trx, write, effects);
  return true;
}
