import { isValidIsoDate } from '../../../shared/dates.js';
import { normaliseSerial } from '../../../shared/rules/identifiers.js';
import { warrantyInfo } from '../../../shared/rules/warranty.js';
import type { TStaffRma, TStaffRmaEvent, TStaffRmaLine } from '../../../shared/staff/rma.js';
import { inScope } from '../../../shared/staff/roles.js';
import { isStore, type Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { isoDate } from './detail.js';
import { isLate, kindOf } from '../../../shared/staff/queue-rules.js';
import { legalActions } from './machine.js';
import { staffUserById } from '../staff/repository.js';
import { historyOf, rmasForSerials } from './repository.js';
import { machineRma, rmaNotFound } from './work.js';
import { addressOf, eventsOf, rmaById, workLines, type WorkLine, type WorkRma } from './work-repository.js';

/**
 * The staff console's RMA page (ZStaffRma, docs/staff/actions.md): the RMA, its customer, its lines with their
 * serial check and warranty, the customer's history, the event log, and the actions this user may take now.
 */
export async function staffRmaDetail(ctx: AppContext, staff: StaffPrincipal, rmaId: string): Promise<TStaffRma> {
  const rma = await rmaById(ctx.db, rmaId);
  if (!rma || !inScope(staff.stores, rma.store) || !isStore(rma.store)) throw rmaNotFound();
  const store = rma.store;
  const [lines, history, events, assignee, customer] = await Promise.all([
    workLines(ctx.db, rma.id),
    historyOf(ctx.db, rma.id),
    eventsOf(ctx.db, rma.id),
    rma.assignee_id === null ? undefined : staffUserById(ctx.db, rma.assignee_id),
    customerOf(ctx, rma),
  ]);
  return {
    id: rma.id,
    rmaNo: rma.rma_no,
    store,
    kind: kindOf(rma.type, store),
    type: rma.type,
    status: rma.status,
    version: Number(rma.version),
    createdAt: rma.created_at,
    updatedAt: rma.updated_at || rma.created_at,
    dueAt: rma.due_at,
    late: isLate(rma.status, rma.due_at, ctx.now()),
    priority: Number(rma.priority),
    assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
    languageReply: rma.language_reply,
    currency: rma.currency,
    customer,
    refund: {
      estimate: Number(rma.refund_total_est),
      actual: Number(rma.refund_total_actual),
      shippingCharge: Number(rma.shipping_charge),
      storeCredit: Number(rma.store_credit),
      tax: Number(rma.tax),
      amountReady: Number(rma.refund_amount_ready) === 1,
    },
    label: { link: rma.label_link, status: rma.label_status, trackingNo: rma.label_tracking_no },
    replacement: { carrier: rma.replacement_carrier, trackingNo: rma.replacement_tracking_no },
    resolution: rma.resolution,
    closeReason: rma.close_reason,
    lines: await staffLines(ctx, rma, store, lines),
    history: history.map((entry) => ({ status: entry.status, date: isoDate(entry.status_date) })),
    events: events.map((e): TStaffRmaEvent => ({
      id: e.id,
      at: e.at,
      actor: e.actor,
      kind: e.kind,
      visibility: e.visibility === 'customer' ? 'customer' : 'internal',
      body: e.body,
      data: parseData(e.data),
    })),
    actions: legalActions(machineRma(rma, lines), staff.role),
  };
}

/** The customer's name and, for a replacement, the shipping address; the name from the member when no address. */
async function customerOf(ctx: AppContext, rma: WorkRma): Promise<TStaffRma['customer']> {
  const address = rma.address_id === null ? undefined : await addressOf(ctx.db, rma.address_id);
  if (address) {
    const name = `${address.first_name} ${address.last_name}`.trim();
    const place = [address.city, address.state, address.postal_code].filter(Boolean).join(' ');
    const lines = [address.address1, address.address2, address.district, place, address.country_name];
    return { email: rma.email, name, address: lines.filter((line) => line.trim() !== '') };
  }
  const member = await ctx.platform.members.findByEmail(rma.email);
  const name = member && member.store === rma.store ? `${member.firstName} ${member.lastName}`.trim() : '';
  return { email: rma.email, name, address: [] };
}

function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function staffLines(ctx: AppContext, rma: WorkRma, store: Store, lines: WorkLine[]): Promise<TStaffRmaLine[]> {
  const heldBy = await rmasForSerials(
    ctx.db,
    lines.map((line) => line.serial_number),
  );
  const today = ctx.today();
  return Promise.all(
    lines.map(async (line): Promise<TStaffRmaLine> => {
      const [orderLine, serialCheck] = await Promise.all([
        line.order_line_id === null ? null : ctx.platform.orders.lineById(line.order_line_id),
        serialCheckOf(ctx, line, rma.rma_no, heldBy),
      ]);
      return {
        id: line.id,
        lineNo: line.line_no,
        sku: line.sku,
        product: line.product_name,
        orderNumber: orderLine?.orderNumber ?? null,
        serialNumber: line.serial_number,
        serialCheck,
        invoiceNumber: line.invoice_number,
        purchaseDate: isoDate(line.purchase_date),
        warrantyExpiry: isoDate(line.warranty_expiry),
        warranty: warrantyOf(line, store, today),
        status: line.status,
        method: line.method,
        unitPrice: Number(line.unit_price),
        reason: line.reason,
        faultCategory: line.fault_category,
        faultCode: line.fault_code,
        comments: line.comments,
        otherComments: line.other_comments,
        cosmetic: line.cosmetic,
        decision: line.decision,
        decisionReason: line.decision_reason,
        receipt: line.receipt,
        inspection: line.inspection,
        inspectionNote: line.inspection_note,
        replacementSerial: line.replacement_serial,
        proofUploadId: line.proof_upload_id,
        damageUploadId: line.damage_upload_id,
      };
    }),
  );
}

/** The serial register's answer as the customer side gives it; `created` only when another open RMA holds it. */
async function serialCheckOf(
  ctx: AppContext,
  line: WorkLine,
  rmaNo: string,
  heldBy: Map<string, string>,
): Promise<string> {
  const serial = line.serial_number.trim();
  if (!serial) return '';
  const owner = await ctx.platform.serials.productOf(serial);
  if (owner === null) return 'invalid';
  if (owner !== line.product_id) return 'notmatch';
  const holder = heldBy.get(normaliseSerial(serial));
  return holder && holder !== rmaNo ? 'created' : 'success';
}

/** The warranty of the unit the line now stands for (a replacement unit's, once shipped), by today. */
function warrantyOf(line: WorkLine, store: Store, today: string): TStaffRmaLine['warranty'] {
  const purchaseDate = isoDate(line.purchase_date);
  if (!isValidIsoDate(purchaseDate)) return { status: 'unknown', daysLeft: 0 };
  const info = warrantyInfo({
    purchaseDate,
    warrantyMonths: Number(line.warranty_months),
    extendedWarranty: Number(line.extended_warranty) === 1,
    store,
    today,
  });
  return info.status === 'expired'
    ? { status: 'expired', daysLeft: 0 }
    : { status: 'in-warranty', daysLeft: Math.max(0, info.daysRemaining) };
}
