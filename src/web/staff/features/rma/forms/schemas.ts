import { z } from 'zod';
import { ZRmaActionInput, type RmaAction, type TRmaActionInput } from '../../../../../shared/staff/actions.js';

export type ActionInput<A extends RmaAction> = Extract<TRmaActionInput, { action: A }>;

/** The shared contract's schema of one action's body (src/shared/staff/actions.ts), for a form's resolver. */
export function actionSchema<A extends RmaAction>(action: A) {
  const schema = ZRmaActionInput.options.find((option) => option.shape.action.value === action);
  if (!schema) throw new Error(`No schema for action ${action}`);
  return schema as unknown as z.ZodType<ActionInput<A>, ActionInput<A>>;
}

/** The ship form: the contract's fields, a replacement serial per line that may stay empty (not every part has one). */
export const ZShipForm = z.object({
  action: z.literal('ship'),
  carrier: z.string().trim().min(1).max(60),
  trackingNo: z.string().trim().min(1).max(60),
  serials: z.array(z.object({ lineId: z.number().int().min(1), serial: z.string().trim().max(40) })).max(50),
});
export type TShipForm = z.infer<typeof ZShipForm>;

/** The ship body the contract wants: only the serials given. */
export function shipInput(form: TShipForm): ActionInput<'ship'> {
  return ZRmaActionInput.parse({
    ...form,
    serials: form.serials.filter((s) => s.serial !== ''),
  }) as ActionInput<'ship'>;
}

/** The decision forms pick lines; every line picked is the whole RMA (no `lines`). */
export function withLines<T extends { lines?: number[] }>(input: T, lineCount: number): T {
  return input.lines && input.lines.length === lineCount ? { ...input, lines: undefined } : input;
}

/** A due date from the datetime-local field (the browser's time zone), as the contract's ISO time; empty clears it. */
export function dueAtOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO time as the datetime-local field's value, in the browser's time zone. */
export function localOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
