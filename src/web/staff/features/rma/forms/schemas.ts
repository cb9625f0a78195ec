import { z } from 'zod';
import { PRODUCT_LINE_STATUS } from '../../../../../shared/rules/timeline.js';
import { ZRmaActionInput, type RmaAction, type TRmaActionInput } from '../../../../../shared/staff/actions.js';
import type { TStaffRma, TStaffRmaLine } from '../../../../../shared/staff/rma.js';

export type ActionInput<A extends RmaAction> = Extract<TRmaActionInput, { action: A }>;

/** The shared contract's schema of one action's body (src/shared/staff/actions.ts), for a form's resolver. */
export function actionSchema<A extends RmaAction>(action: A) {
  const schema = ZRmaActionInput.options.find((option) => option.shape.action.value === action);
  if (!schema) throw new Error(`No schema for action ${action}`);
  return schema as unknown as z.ZodType<ActionInput<A>, ActionInput<A>>;
}

/**
 * Which lines a shipment names a new unit's serial for, as the server rules (docs/staff/actions.md): none for a
 * Japanese repair resolved as repaired (the unit keeps its own serial), every line when resolved as replaced, and
 * any for a replacement (not every part has a serial).
 */
export type SerialRule = 'none' | 'every' | 'some';
export function shipSerialRule(rma: Pick<TStaffRma, 'kind' | 'resolution'>): SerialRule {
  if (rma.kind === 'jp-repair') return rma.resolution === 'replace' ? 'every' : 'none';
  return 'some';
}

const NOT_SHIPPED: readonly string[] = [
  PRODUCT_LINE_STATUS.canceled,
  PRODUCT_LINE_STATUS.closed,
  PRODUCT_LINE_STATUS.notReceived,
];

/** The lines that take a replacement serial in a shipment: those still in play, under the RMA's serial rule. */
export function serialLines(rma: Pick<TStaffRma, 'kind' | 'resolution' | 'lines'>): TStaffRmaLine[] {
  if (shipSerialRule(rma) === 'none') return [];
  return rma.lines.filter((line) => !NOT_SHIPPED.includes(line.status));
}

/** The ship form: the contract's fields and a replacement serial per line, required when the rule says every. */
export function shipFormSchema(rule: SerialRule) {
  const serial = z.string().trim().max(40);
  return z.object({
    action: z.literal('ship'),
    carrier: z.string().trim().min(1).max(60),
    trackingNo: z.string().trim().min(1).max(60),
    serials: z
      .array(z.object({ lineId: z.number().int().min(1), serial: rule === 'every' ? serial.min(1) : serial }))
      .max(50),
  });
}
export type TShipForm = z.infer<ReturnType<typeof shipFormSchema>>;

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
