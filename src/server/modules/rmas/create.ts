import { normaliseEmail } from '../../../shared/rules/identifiers.js';
import { refundEstimate } from '../../../shared/rules/money.js';
import crypto from 'node:crypto';
import { RmaType } from '../../../shared/codes.js';
import { STORE_INFO, type Store } from '../../../shared/stores.js';
import {
  findRmaByRequestKey,
  insertRma,
  resyncRmaCounter,
  rmaHolds,
  takeNextRmaNumber,
  type RmaHolds,
  type Db,
} from './repository.js';
import { RMA_METHOD, RMA_SUBMITTED } from './vocabulary.js';
import type { MailCtx } from '../mail/outbox.js';
import { mailSettingsOf } from '../mail/repository.js';
import { settingsOf, storeSettingsRow } from '../store-settings/repository.js';
import type { TStoreSettingsInput } from '../../../shared/staff/settings.js';
import { mailNewRma } from '../mail/rma-mails.js';
import { addBusinessDays } from '../../../shared/rules/service-level.js';

export interface CreateRmaLine {
  /** The order line of a web-store purchase; null for a product bought at another retailer. */
  orderLineId: number | null;
  productId: number;
  serialNumber: string;
  invoiceNumber: string;
  purchaseDate: string;
  warrantyExpiry: string;
  unitPrice: number;
  reason: string;
  faultCategory: string;
  faultCode: string;
  comments: string;
  otherComments: string;
  cosmetic: string;
  damageUploadId: string | null;
  proofUploadId: string | null;
}

export interface CreateRmaInput {
  store: Store;
  email: string;
  type: RmaType;
  countryCode: string;
  addressId: number | null;
  languageReply: string;
  /** The client's key of the submit attempt; a second creation with it returns the first RMA. */
  requestKey: string | null;
  lines: CreateRmaLine[];
  now: Date;
  /** The customer's name for the e-mail's greeting, when known. */
  customerName?: string | undefined;
  /** Where the RMA's e-mails get their links and From (the app's context): they are written with the RMA. */
  mail: MailCtx;
  /**
   * Approves the new RMA inside its creation when the store's settings approve automatically (`autoApprove` of
   * rmas/auto-approve.ts). A customer's request passes it; RMAs that are only recorded (imports) are not approved.
   */
  autoApprove?: (trx: Db, rmaId: string, settings: TStoreSettingsInput) => Promise<unknown>;
}

export type CreateRmaResult =
  { status: 'success'; rmaNo: string; rmaId: string; created: boolean } | { status: 'rma-exists'; rmaNos: string[] };

const MAX_NUMBER_ATTEMPTS = 5;

/** Thrown inside the transaction to roll it back (the counter too) and answer with something else. */
class Outcome extends Error {
  constructor(readonly result: CreateRmaResult) {
    super('rma outcome');
  }
}

/**
 * The stored request key: scoped to the store and the customer's e-mail, so that another customer's
 * key (guessed or reused) can neither collide with nor reveal this one's RMA.
 */
export function scopedRequestKey(store: string, email: string, requestKey: string): string {
  const owner = crypto
    .createHash('sha256')
    .update(`${store}\n${normaliseEmail(email)}`)
    .digest('base64url')
    .slice(0, 16);
  return `${owner}:${requestKey}`;
}

export function formatRmaNo(n: number): string {
  return `RMA${String(n).padStart(8, '0')}`;
}

/**
 * Creates an RMA in one transaction: number, rmaId, rows of rmas and rma_lines, first history entry.
 * Idempotent by request key; refuses (rma-exists) when an order line or serial already has an open RMA.
 * Given a transaction, works inside it (no retry); given the database, runs its own and retries a
 * number clash.
 */
export async function createRma(db: Db, input: CreateRmaInput): Promise<CreateRmaResult> {
  const key = input.requestKey ? scopedRequestKey(input.store, input.email, input.requestKey) : null;
  if (db.isTransaction) return settle(() => createInTransaction(db, input, key));

  for (let attempt = 1; ; attempt++) {
    try {
      return await settle(() => db.transaction().execute((trx) => createInTransaction(trx, input, key)));
    } catch (error) {
      const column = uniqueViolationColumn(error);
      if (column === 'request_key' && key) {
        // A concurrent submit with the same key won the race; answer with its RMA.
        const existing = await findRmaByRequestKey(db, key);
        if (existing) return { status: 'success', rmaNo: existing.rma_no, rmaId: existing.id, created: false };
      }
      if (column === 'rma_no' && attempt < MAX_NUMBER_ATTEMPTS) {
        // Numbers were imported above the counter: move it past them and try again.
        await resyncRmaCounter(db);
        continue;
      }
      throw error;
    }
  }
}

async function settle(run: () => Promise<CreateRmaResult>): Promise<CreateRmaResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Outcome) return error.result;
    throw error;
  }
}

async function createInTransaction(trx: Db, input: CreateRmaInput, key: string | null): Promise<CreateRmaResult> {
  // Taken first: the counter row's lock makes concurrent creations wait here, so the checks below
  // see what the others committed.
  const number = await takeNextRmaNumber(trx);
  // One look-up: an RMA this key already made, and open RMAs holding the lines or their serials.
  const holds = await rmaHolds(trx, { ...holdsQuery(input.lines), requestKey: key });
  if (holds.byKey) throw new Outcome({ status: 'success', ...holds.byKey, created: false });
  const held = heldNumbers(holds);
  if (held.length) throw new Outcome({ status: 'rma-exists', rmaNos: held });

  const rmaId = crypto.randomUUID();
  const rmaNo = formatRmaNo(number);
  const now = input.now.toISOString();
  // One read of the store's settings: the first response is due by its service level
  // (docs/staff/actions.md#due-dates), and its e-mail addresses send the e-mails below.
  const row = await storeSettingsRow(trx, input.store);
  const settings = mailSettingsOf(row);
  const method = input.type === RmaType.Refund ? RMA_METHOD.refund : RMA_METHOD.repair;
  const rma = {
    id: rmaId,
    rma_no: rmaNo,
    store: input.store,
    email: input.email,
    type: input.type,
    status: RMA_SUBMITTED,
    country_code: input.countryCode,
    currency: STORE_INFO[input.store].currency,
    label_link: '',
    label_status: '',
    label_tracking_no: '',
    refund_total_est: refundEstimate(
      input.lines.map((line) => ({ fromOrder: line.orderLineId !== null, unitPrice: line.unitPrice })),
    ),
    refund_total_actual: 0,
    refund_amount_ready: 0,
    shipping_charge: 0,
    store_credit: 0,
    tax: 0,
    address_id: input.addressId,
    language_reply: input.languageReply || 'en',
    request_key: key,
    created_at: now,
    updated_at: now,
    due_at: addBusinessDays(now, settings.firstResponseDays),
  };
  await insertRma(
    trx,
    rma,
    input.lines.map((line, index) => ({
      line_no: index + 1,
      order_line_id: line.orderLineId,
      product_id: line.productId,
      serial_number: line.serialNumber.trim(),
      invoice_number: line.invoiceNumber.trim(),
      purchase_date: line.purchaseDate,
      warranty_expiry: line.warrantyExpiry,
      status: RMA_SUBMITTED,
      method,
      unit_price: line.unitPrice,
      reason: line.reason,
      fault_category: line.faultCategory,
      fault_code: line.faultCode,
      comments: line.comments,
      other_comments: line.otherComments,
      cosmetic: line.cosmetic,
      damage_upload_id: line.damageUploadId || null,
      proof_upload_id: line.proofUploadId || null,
    })),
    { status: RMA_SUBMITTED, date: now },
  );
  // In the same transaction: the customer's confirmation and the team's alert exist exactly when the RMA does.
  await mailNewRma(trx, input.mail, rma, { name: input.customerName, products: input.lines.length }, settings);
  const storeSettings = settingsOf(row);
  if (storeSettings.autoApprove && input.autoApprove) await input.autoApprove(trx, rmaId, storeSettings);
  return { status: 'success', rmaNo, rmaId, created: true };
}

/**
 * In one look-up: the RMA a customer's request key already made, and the numbers of the open RMAs that
 * hold one of the lines' order lines or serial numbers.
 */
export async function requestHolds(
  db: Db,
  owner: { store: string; email: string },
  lines: readonly Pick<CreateRmaLine, 'orderLineId' | 'serialNumber'>[],
  requestKey: string | null,
): Promise<{ made: { rmaNo: string; rmaId: string } | null; held: string[] }> {
  const key = requestKey ? scopedRequestKey(owner.store, owner.email, requestKey) : null;
  const holds = await rmaHolds(db, { ...holdsQuery(lines), requestKey: key });
  return { made: holds.byKey, held: heldNumbers(holds) };
}

function holdsQuery(lines: readonly Pick<CreateRmaLine, 'orderLineId' | 'serialNumber'>[]) {
  return {
    orderLineIds: lines.flatMap((line) => (line.orderLineId === null ? [] : [line.orderLineId])),
    serials: lines.map((line) => line.serialNumber),
  };
}

function heldNumbers(holds: RmaHolds): string[] {
  return [...new Set([...[...holds.byLine.values()].map((v) => v.rmaNo), ...holds.bySerial.values()])];
}

/**
 * The column a unique-constraint violation is about, on either engine, or null for any other error.
 * PostgreSQL names it in `detail` ("Key (rma_no)=(…) already exists."), SQLite in the message
 * ("UNIQUE constraint failed: rmas.rma_no").
 */
export function uniqueViolationColumn(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { code?: unknown; detail?: unknown; message?: unknown; constraint?: unknown };
  if (e.code === '23505') {
    const match = /Key \(([^)]+)\)/.exec(String(e.detail ?? ''));
    if (match) return match[1]!;
    const constraint = String(e.constraint ?? '');
    if (constraint.includes('request_key')) return 'request_key';
    if (constraint.includes('rma_no')) return 'rma_no';
    return '';
  }
  if (typeof e.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT')) {
    const match = /UNIQUE constraint failed: ([\w.]+)/.exec(String(e.message ?? ''));
    return match ? match[1]!.split('.').pop()! : null;
  }
  return null;
}
