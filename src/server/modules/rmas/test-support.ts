/** What the staff-work tests share: RMAs made through createRma, staff users and their principals. Not used by the app. */
import crypto from 'node:crypto';
import { RmaType } from '../../../shared/codes.js';
import type { StaffRole, StoreScope } from '../../../shared/staff/roles.js';
import type { Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { insertStaffUser } from '../staff/repository.js';
import { formatScope } from '../staff/views.js';
import type { TRmaActionInput } from '../../../shared/staff/actions.js';
import { applyAction } from './actions.js';
import { createRma, type CreateRmaLine } from './create.js';

/** Products of the demo data: 12 and 24 months of warranty. */
export const PRODUCT_12M = 1001;
export const PRODUCT_24M = 1002;

function retailLine(productId: number, serial?: string): CreateRmaLine {
  return {
    orderLineId: null,
    productId,
    serialNumber: serial ?? `T-${crypto.randomUUID().slice(0, 12)}`,
    invoiceNumber: 'INV-1',
    purchaseDate: '2024-01-15',
    warrantyExpiry: '2025-01-15',
    unitPrice: 100,
    reason: 'DEFECTIVE',
    faultCategory: 'Audio',
    faultCode: 'AUD01',
    comments: 'No sound',
    otherComments: '',
    cosmetic: 'no',
    damageUploadId: null,
    proofUploadId: null,
  };
}

/** A new RMA of the store with one line per product, made at the context's clock. */
export async function makeRma(
  ctx: AppContext,
  o: {
    store?: Store;
    type?: RmaType;
    products?: number[];
    serials?: string[];
    email?: string;
    addressId?: number | null;
  } = {},
): Promise<{ id: string; rmaNo: string; lineIds: number[] }> {
  const store = o.store ?? 'us';
  const result = await createRma(ctx.db, {
    store,
    email: o.email ?? `work.${crypto.randomUUID().slice(0, 8)}@example.com`,
    type: o.type ?? RmaType.Refund,
    countryCode: 'US',
    addressId: o.addressId ?? null,
    languageReply: 'en',
    requestKey: null,
    lines: (o.products ?? [PRODUCT_12M, PRODUCT_24M]).map((id, i) => retailLine(id, o.serials?.[i])),
    now: ctx.now(),
    mail: ctx,
  });
  if (result.status !== 'success') throw new Error(`createRma: ${result.status}`);
  const lines = await ctx.db
    .selectFrom('rma_lines')
    .select('id')
    .where('rma_id', '=', result.rmaId)
    .orderBy('line_no')
    .execute();
  return { id: result.rmaId, rmaNo: result.rmaNo, lineIds: lines.map((l) => l.id) };
}

let staffCounter = 0;

/** A staff user row and the principal a signed-in session of it would give. */
export async function makeStaff(
  ctx: AppContext,
  role: StaffRole,
  stores: StoreScope = '*',
  o: { disabled?: boolean } = {},
): Promise<StaffPrincipal> {
  const n = ++staffCounter;
  const email = `${role}.${n}.${crypto.randomUUID().slice(0, 6)}@staff.example.com`;
  const name = `${role[0]!.toUpperCase()}${role.slice(1)} ${n}`;
  const id = await insertStaffUser(ctx.db, {
    email,
    name,
    passwordHash: 'not-used',
    role,
    stores: formatScope(stores),
    language: 'en',
    at: ctx.now().toISOString(),
  });
  if (o.disabled) await ctx.db.updateTable('staff_users').set({ disabled: 1 }).where('id', '=', id).execute();
  return { id, email, name, role, stores, language: 'en', sessionId: `s-${n}`, ip: '192.0.2.1' };
}

export async function setStoreSettings(
  ctx: AppContext,
  store: Store,
  s: { refundThreshold?: number; firstResponseDays?: number; resolutionDays?: number },
): Promise<void> {
  const values = {
    refund_threshold: s.refundThreshold ?? 0,
    first_response_days: s.firstResponseDays ?? 2,
    resolution_days: s.resolutionDays ?? 10,
    updated_at: ctx.now().toISOString(),
  };
  await ctx.db
    .insertInto('store_settings')
    .values({ store, ...values })
    .onConflict((oc) => oc.column('store').doUpdateSet(values))
    .execute();
}

export async function rmaRow(ctx: AppContext, id: string) {
  return ctx.db.selectFrom('rmas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function counts(ctx: AppContext, id: string) {
  const count = async (table: 'rma_events' | 'rma_history') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('rma_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const audit = await ctx.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('entity_id', '=', id)
    .executeTakeFirstOrThrow();
  return { events: await count('rma_events'), history: await count('rma_history'), audit: Number(audit.n) };
}

/** One action of a test's path, given the RMA's line ids. */
export type Step = (lines: number[]) => TRmaActionInput;
export const A =
  (input: TRmaActionInput): Step =>
  () =>
    input;

/** Applies the steps in order, each on the version the previous one left. */
export async function run(
  ctx: AppContext,
  staff: StaffPrincipal,
  rma: { id: string; lineIds: number[] },
  steps: Step[],
) {
  for (const step of steps) {
    const { version } = await rmaRow(ctx, rma.id);
    await applyAction(ctx, staff, rma.id, { ...step(rma.lineIds), version: Number(version) });
  }
}
