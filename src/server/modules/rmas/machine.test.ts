import { describe, expect, it } from 'vitest';
import { ZRmaActionInput, type RmaAction, type TRmaActionInput } from '../../../shared/staff/actions.js';
import type { RmaKind } from '../../../shared/staff/queues.js';
import type { StaffRole } from '../../../shared/staff/roles.js';
import { decide, legalActions, type MachineLine, type MachineRma, type Transition } from './machine.js';

const NOW = '2024-05-10T08:00:00.000Z'; // a Friday
const SETTINGS = { refundThreshold: 500, resolutionDays: 5 };
const ADMIN = { id: 1, role: 'admin' as const };
const AGENT = { id: 2, role: 'agent' as const };
const SUPERVISOR = { id: 3, role: 'supervisor' as const };

const AFTER_APPROVAL = ['APPROVED', 'PRODUCT_RECEIVED', 'INSPECTING', 'INSPECTED', 'REFUND_PROCESSING'];
const AFTER_RECEIPT = AFTER_APPROVAL.slice(1).concat([
  'REFUND_COMPLETED',
  'CHECKING',
  'PREPARING_REPLACEMENT',
  'PREPARING_SHIPMENT',
  'SHIPPED',
]);

/** Two lines as an RMA in `status` has them: decided once approved, received once the product arrived. */
function line(id: number, status: string, kind: RmaKind, over: Partial<MachineLine> = {}): MachineLine {
  const approved = AFTER_APPROVAL.includes(status) || AFTER_RECEIPT.includes(status);
  const received = AFTER_RECEIPT.includes(status);
  return {
    id,
    status,
    decision: approved ? 'approved' : '',
    receipt: received ? 'as-new' : '',
    inspection: ['INSPECTED', 'REFUND_PROCESSING', 'REFUND_COMPLETED'].includes(status) ? 'fault-confirmed' : '',
    method: kind === 'refund' ? 'RF' : 'RP',
    warrantyMonths: 12,
    ...over,
  };
}

function rma(kind: RmaKind, status: string, over: Partial<MachineRma> = {}): MachineRma {
  return {
    kind,
    status,
    assigneeId: null,
    resolution:
      kind === 'jp-repair' && ['PREPARING_REPLACEMENT', 'PREPARING_SHIPMENT'].includes(status) ? 'replace' : '',
    refundAmountReady: status === 'REFUND_PROCESSING',
    lines: [line(11, status, kind), line(12, status, kind)],
    ...over,
  };
}

const act = (input: Record<string, unknown>): TRmaActionInput => ZRmaActionInput.parse(input);

function transition(r: MachineRma, input: Record<string, unknown>, actor = ADMIN): Transition {
  const decision = decide(r, act(input), actor, SETTINGS, NOW);
  if (!decision.ok) throw new Error(`refused: ${JSON.stringify(decision.refusal)}`);
  return decision.transition;
}

function refusal(r: MachineRma, input: Record<string, unknown>, actor: { id: number; role: StaffRole } = ADMIN) {
  const decision = decide(r, act(input), actor, SETTINGS, NOW);
  if (decision.ok) throw new Error('not refused');
  return decision.refusal;
}

const META = ['assign', 'set-due', 'set-priority', 'note', 'message'] as const;
const OPEN_END = ['cancel', 'close'] as const;

describe('legalActions for an admin: the status lists of docs/rma-statuses.md', () => {
  it.each<[RmaKind, string, RmaAction[]]>([
    ['refund', 'SUBMITTED', ['approve', 'reject', ...OPEN_END, ...META]],
    ['refund', 'RECEIVED', ['approve', 'reject', ...OPEN_END, ...META]],
    ['refund', 'APPROVED', ['receive', ...OPEN_END, ...META, 'reissue-label']],
    ['refund', 'PRODUCT_RECEIVED', ['start-inspection', ...OPEN_END, ...META]],
    ['refund', 'INSPECTING', ['inspect', ...OPEN_END, ...META]],
    ['refund', 'INSPECTED', ['refund', ...OPEN_END, ...META]],
    ['refund', 'REFUND_PROCESSING', ['refund', 'complete-refund', ...OPEN_END, ...META]],
    ['refund', 'REFUND_COMPLETED', ['close', 'note', 'message']],
    ['refund', 'CLOSED', ['note', 'message']],
    ['refund', 'CANCELED', ['note', 'message']],
    ['replacement', 'SUBMITTED', ['approve', 'reject', ...OPEN_END, ...META]],
    ['replacement', 'APPROVED', ['receive', ...OPEN_END, ...META, 'reissue-label']],
    ['replacement', 'PRODUCT_RECEIVED', ['prepare-replacement', ...OPEN_END, ...META]],
    ['replacement', 'PREPARING_REPLACEMENT', ['prepare-shipment', ...OPEN_END, ...META]],
    ['replacement', 'PREPARING_SHIPMENT', ['ship', ...OPEN_END, ...META]],
    ['replacement', 'SHIPPED', ['close', 'note', 'message']],
    ['replacement', 'CLOSED', ['note', 'message']],
    ['replacement', 'CANCELED', ['note', 'message']],
    ['jp-repair', 'SUBMITTED', ['approve', 'reject', ...OPEN_END, ...META]],
    ['jp-repair', 'APPROVED', ['receive', ...OPEN_END, ...META, 'reissue-label']],
    ['jp-repair', 'PRODUCT_RECEIVED', ['check', ...OPEN_END, ...META]],
    ['jp-repair', 'CHECKING', ['resolve-repair', ...OPEN_END, ...META]],
    ['jp-repair', 'PREPARING_REPLACEMENT', ['prepare-shipment', ...OPEN_END, ...META]],
    ['jp-repair', 'PREPARING_SHIPMENT', ['ship', ...OPEN_END, ...META]],
    ['jp-repair', 'SHIPPED', ['close', 'note', 'message']],
    ['jp-repair', 'CANCELED', ['note', 'message']],
  ])('%s in %s', (kind, status, expected) => {
    expect(new Set(legalActions(rma(kind, status), 'admin'))).toEqual(new Set(expected));
  });

  it('offers complete-refund only once the amounts are ready', () => {
    expect(legalActions(rma('refund', 'REFUND_PROCESSING', { refundAmountReady: false }), 'admin')).not.toContain(
      'complete-refund',
    );
  });
});

describe('legalActions by role', () => {
  it.each<[StaffRole, string, RmaAction[]]>([
    ['viewer', 'SUBMITTED', []],
    ['viewer', 'CANCELED', []],
    ['agent', 'SUBMITTED', ['approve', 'cancel', ...META]],
    ['agent', 'REFUND_COMPLETED', ['close', 'note', 'message']],
    ['supervisor', 'SUBMITTED', ['approve', 'reject', ...OPEN_END, ...META]],
    ['admin', 'INSPECTED', ['refund', ...OPEN_END, ...META]],
    ['agent', 'INSPECTED', ['refund', 'cancel', ...META]],
  ])('%s in %s', (role, status, expected) => {
    expect(new Set(legalActions(rma('refund', status), role))).toEqual(new Set(expected));
  });
});

const DUE = '2024-05-17T08:00:00.000Z'; // five business days after Friday NOW
const rejected11 = (kind: RmaKind) => line(11, 'CANCELED', kind, { decision: 'rejected' });
const approved11 = (kind: RmaKind, status: string) => line(11, status, kind, { decision: 'approved' });

interface Expected {
  status: string | undefined;
  lines: Record<number, string | undefined>;
  effects: Transition['effects'];
  rma?: Partial<Transition['rma']>;
}

describe('decide: every transition', () => {
  it.each<[string, MachineRma, Record<string, unknown>, Expected]>([
    [
      'approve the whole RMA',
      rma('refund', 'SUBMITTED'),
      { action: 'approve' },
      { status: 'APPROVED', lines: { 11: 'APPROVED', 12: 'APPROVED' }, effects: ['approved'], rma: { dueAt: DUE } },
    ],
    [
      'approve from RECEIVED',
      rma('replacement', 'RECEIVED'),
      { action: 'approve' },
      { status: 'APPROVED', lines: { 11: 'APPROVED', 12: 'APPROVED' }, effects: ['approved'] },
    ],
    [
      'approve one line of two: the RMA waits for the other',
      rma('refund', 'SUBMITTED'),
      { action: 'approve', lines: [11] },
      { status: undefined, lines: { 11: undefined, 12: undefined }, effects: [] },
    ],
    [
      'approve the last undecided line after the other was rejected',
      rma('refund', 'SUBMITTED', { lines: [rejected11('refund'), line(12, 'SUBMITTED', 'refund')] }),
      { action: 'approve', lines: [12] },
      { status: 'APPROVED', lines: { 11: undefined, 12: 'APPROVED' }, effects: ['approved'] },
    ],
    [
      'reject the whole RMA: CANCELED, lines cancelled',
      rma('refund', 'SUBMITTED'),
      { action: 'reject', reason: 'Outside the return window' },
      {
        status: 'CANCELED',
        lines: { 11: 'CANCELED', 12: 'CANCELED' },
        effects: ['rejected'],
        rma: { closeReason: 'Outside the return window', dueAt: null },
      },
    ],
    [
      'reject one line of two',
      rma('refund', 'SUBMITTED'),
      { action: 'reject', lines: [11], reason: 'Bought elsewhere' },
      { status: undefined, lines: { 11: 'CANCELED', 12: undefined }, effects: ['rejected'] },
    ],
    [
      'reject the last line after the other was approved: APPROVED',
      rma('refund', 'SUBMITTED', { lines: [approved11('refund', 'SUBMITTED'), line(12, 'SUBMITTED', 'refund')] }),
      { action: 'reject', lines: [12], reason: 'Bought elsewhere' },
      { status: 'APPROVED', lines: { 11: 'APPROVED', 12: 'CANCELED' }, effects: ['rejected', 'approved'] },
    ],
    [
      'receive every line as new',
      rma('refund', 'APPROVED'),
      {
        action: 'receive',
        lines: [
          { lineId: 11, receipt: 'as-new' },
          { lineId: 12, receipt: 'damaged' },
        ],
      },
      {
        status: 'PRODUCT_RECEIVED',
        lines: { 11: 'PRODUCT_RECEIVED', 12: 'PRODUCT_RECEIVED' },
        effects: ['received'],
        rma: { dueAt: DUE },
      },
    ],
    [
      'receive one line, the other not received',
      rma('replacement', 'APPROVED'),
      {
        action: 'receive',
        lines: [
          { lineId: 11, receipt: 'wrong-item' },
          { lineId: 12, receipt: 'not-received' },
        ],
      },
      { status: 'PRODUCT_RECEIVED', lines: { 11: 'PRODUCT_RECEIVED', 12: 'NOT_RECEIVED' }, effects: ['received'] },
    ],
    [
      'nothing received: CLOSED, lines not received',
      rma('refund', 'APPROVED'),
      {
        action: 'receive',
        lines: [
          { lineId: 11, receipt: 'not-received' },
          { lineId: 12, receipt: 'not-received' },
        ],
      },
      {
        status: 'CLOSED',
        lines: { 11: 'NOT_RECEIVED', 12: 'NOT_RECEIVED' },
        effects: ['received'],
        rma: { closeReason: 'not-received', dueAt: null },
      },
    ],
    [
      'receive one line of two: the RMA waits',
      rma('refund', 'APPROVED'),
      { action: 'receive', lines: [{ lineId: 12, receipt: 'as-new' }] },
      { status: undefined, lines: { 11: undefined, 12: undefined }, effects: [] },
    ],
    [
      'start the inspection; a line not received keeps its status',
      rma('refund', 'PRODUCT_RECEIVED', {
        lines: [
          line(11, 'PRODUCT_RECEIVED', 'refund'),
          line(12, 'NOT_RECEIVED', 'refund', { receipt: 'not-received' }),
        ],
      }),
      { action: 'start-inspection' },
      { status: 'INSPECTING', lines: { 11: 'INSPECTING', 12: undefined }, effects: [] },
    ],
    [
      'inspect every line',
      rma('refund', 'INSPECTING'),
      {
        action: 'inspect',
        lines: [
          { lineId: 11, result: 'fault-confirmed' },
          { lineId: 12, result: 'customer-damage', note: 'dropped' },
        ],
      },
      { status: 'INSPECTED', lines: { 11: 'INSPECTED', 12: 'INSPECTED' }, effects: [] },
    ],
    [
      'inspect one line of two',
      rma('refund', 'INSPECTING'),
      { action: 'inspect', lines: [{ lineId: 11, result: 'as-described' }] },
      { status: undefined, lines: { 11: undefined }, effects: [] },
    ],
    [
      'enter the refund amounts',
      rma('refund', 'INSPECTED'),
      { action: 'refund', refundTotal: 120, shippingCharge: 5, storeCredit: 10, tax: 8, amountReady: true },
      {
        status: 'REFUND_PROCESSING',
        lines: { 11: 'REFUND_PROCESSING' },
        effects: [],
        rma: { refundTotalActual: 120, shippingCharge: 5, storeCredit: 10, tax: 8, refundAmountReady: true },
      },
    ],
    [
      'correct the refund amounts while processing',
      rma('refund', 'REFUND_PROCESSING'),
      { action: 'refund', refundTotal: 110, shippingCharge: 0, storeCredit: 0, tax: 0, amountReady: false },
      { status: undefined, lines: {}, effects: [], rma: { refundTotalActual: 110, refundAmountReady: false } },
    ],
    [
      'complete the refund',
      rma('refund', 'REFUND_PROCESSING'),
      { action: 'complete-refund' },
      {
        status: 'REFUND_COMPLETED',
        lines: { 11: 'REFUND_COMPLETED', 12: 'REFUND_COMPLETED' },
        effects: ['refundCompleted'],
        rma: { dueAt: null },
      },
    ],
    [
      'Japanese repair: check the product',
      rma('jp-repair', 'PRODUCT_RECEIVED'),
      { action: 'check' },
      { status: 'CHECKING', lines: { 11: 'CHECKING' }, effects: [] },
    ],
    [
      'Japanese repair: resolve by repair',
      rma('jp-repair', 'CHECKING'),
      { action: 'resolve-repair', resolution: 'repair' },
      {
        status: 'PREPARING_REPLACEMENT',
        lines: { 11: 'PREPARING_REPLACEMENT' },
        effects: [],
        rma: { resolution: 'repair' },
      },
    ],
    [
      'replacement: prepare it',
      rma('replacement', 'PRODUCT_RECEIVED'),
      { action: 'prepare-replacement' },
      { status: 'PREPARING_REPLACEMENT', lines: { 11: 'PREPARING_REPLACEMENT' }, effects: [] },
    ],
    [
      'replacement: prepare the shipment',
      rma('replacement', 'PREPARING_REPLACEMENT'),
      { action: 'prepare-shipment' },
      { status: 'PREPARING_SHIPMENT', lines: { 12: 'PREPARING_SHIPMENT' }, effects: [] },
    ],
    [
      'Japanese repair: prepare the shipment',
      rma('jp-repair', 'PREPARING_REPLACEMENT'),
      { action: 'prepare-shipment' },
      { status: 'PREPARING_SHIPMENT', lines: { 12: 'PREPARING_SHIPMENT' }, effects: [] },
    ],
    [
      'cancel an approved RMA',
      rma('refund', 'APPROVED'),
      { action: 'cancel', reason: 'Customer asked', message: 'As you asked, we cancelled it.' },
      {
        status: 'CANCELED',
        lines: { 11: 'CANCELED', 12: 'CANCELED' },
        effects: ['cancelled'],
        rma: { closeReason: 'Customer asked', dueAt: null },
      },
    ],
    [
      'close a shipped replacement',
      rma('replacement', 'SHIPPED'),
      { action: 'close', reason: 'Delivered' },
      {
        status: 'CLOSED',
        lines: { 11: 'CLOSED', 12: 'CLOSED' },
        effects: ['closed'],
        rma: { closeReason: 'Delivered' },
      },
    ],
    [
      'close without action; a missing line stays not received',
      rma('refund', 'INSPECTING', {
        lines: [line(11, 'INSPECTING', 'refund'), line(12, 'NOT_RECEIVED', 'refund', { receipt: 'not-received' })],
      }),
      { action: 'close', reason: 'Duplicate of RMA00001240' },
      { status: 'CLOSED', lines: { 11: 'CLOSED', 12: undefined }, effects: ['closed'], rma: { dueAt: null } },
    ],
    [
      'cancel cancels a line not received too',
      rma('refund', 'PRODUCT_RECEIVED', {
        lines: [
          line(11, 'PRODUCT_RECEIVED', 'refund'),
          line(12, 'NOT_RECEIVED', 'refund', { receipt: 'not-received' }),
        ],
      }),
      { action: 'cancel', reason: 'Customer asked' },
      { status: 'CANCELED', lines: { 11: 'CANCELED', 12: 'CANCELED' }, effects: ['cancelled'] },
    ],
    [
      'assign',
      rma('refund', 'APPROVED'),
      { action: 'assign', assigneeId: 7 },
      { status: undefined, lines: {}, effects: [], rma: { assigneeId: 7 } },
    ],
    [
      'set the due date',
      rma('refund', 'APPROVED'),
      { action: 'set-due', dueAt: '2024-06-01T10:00:00+02:00' },
      { status: undefined, lines: {}, effects: [], rma: { dueAt: '2024-06-01T08:00:00.000Z' } },
    ],
    [
      'clear the due date',
      rma('refund', 'APPROVED'),
      { action: 'set-due', dueAt: null },
      { status: undefined, lines: {}, effects: [], rma: { dueAt: null } },
    ],
    [
      'set the priority',
      rma('refund', 'SUBMITTED'),
      { action: 'set-priority', priority: 1 },
      { status: undefined, lines: {}, effects: [], rma: { priority: 1 } },
    ],
    [
      'note',
      rma('refund', 'CANCELED'),
      { action: 'note', body: 'Called the customer' },
      { status: undefined, lines: {}, effects: [] },
    ],
    [
      'message',
      rma('replacement', 'SHIPPED'),
      { action: 'message', body: 'Your parcel is on its way' },
      { status: undefined, lines: {}, effects: ['messaged'] },
    ],
    [
      'reissue the label',
      rma('refund', 'APPROVED'),
      { action: 'reissue-label' },
      { status: undefined, lines: {}, effects: ['labelReissueRequested'] },
    ],
  ])('%s', (_, r, input, expected) => {
    const t = transition(r, input);
    expect(t.rma.status).toBe(expected.status);
    expect(t.history).toEqual(expected.status ? [expected.status] : []);
    const statusOf = (id: number) => t.lines.find((change) => change.id === id)?.status;
    for (const [id, status] of Object.entries(expected.lines)) expect(statusOf(Number(id)), `line ${id}`).toBe(status);
    expect(t.effects).toEqual(expected.effects);
    if (expected.rma) expect(t.rma).toMatchObject(expected.rma);
    if (expected.status)
      expect(t.events[0]).toMatchObject({ visibility: 'customer', data: { from: r.status, to: expected.status } });
  });
});

describe('decide: the shipment and the new unit', () => {
  const shipping = { action: 'ship', carrier: 'DHL', trackingNo: 'JD0001' };

  it('a replacement unit makes its line RN, with a warranty from the ship date', () => {
    const t = transition(rma('replacement', 'PREPARING_SHIPMENT'), {
      ...shipping,
      serials: [{ lineId: 11, serial: 'NEW-1' }],
    });
    expect(t.rma).toMatchObject({
      status: 'SHIPPED',
      replacementCarrier: 'DHL',
      replacementTrackingNo: 'JD0001',
      dueAt: null,
    });
    expect(t.lines.find((l) => l.id === 11)).toEqual({
      id: 11,
      replacementSerial: 'NEW-1',
      method: 'RN',
      purchaseDate: '2024-05-10',
      warrantyExpiry: '2025-05-10',
      status: 'SHIPPED',
    });
    // A line shipped without a new unit (returned repaired) keeps its method.
    expect(t.lines.find((l) => l.id === 12)).toEqual({ id: 12, status: 'SHIPPED' });
    expect(t.effects).toEqual(['shipped']);
  });

  it('the new warranty runs for the product’s own months', () => {
    const r = rma('jp-repair', 'PREPARING_SHIPMENT', {
      lines: [line(11, 'PREPARING_SHIPMENT', 'jp-repair', { warrantyMonths: 24 })],
    });
    const t = transition(r, { ...shipping, serials: [{ lineId: 11, serial: 'JP-NEW' }] });
    expect(t.lines[0]).toMatchObject({ method: 'RN', warrantyExpiry: '2026-05-10' });
  });

  it('a Japanese repair resolved by repair ships the same unit', () => {
    const t = transition(rma('jp-repair', 'PREPARING_SHIPMENT', { resolution: 'repair' }), shipping);
    expect(t.rma.status).toBe('SHIPPED');
    expect(t.lines.every((l) => l.method === undefined)).toBe(true);
  });

  it.each<[string, MachineRma, Record<string, unknown>, string]>([
    [
      'jp replace without every serial',
      rma('jp-repair', 'PREPARING_SHIPMENT'),
      { serials: [{ lineId: 11, serial: 'A' }] },
      'replacementSerialsRequired',
    ],
    ['jp replace with none', rma('jp-repair', 'PREPARING_SHIPMENT'), {}, 'replacementSerialsRequired'],
    [
      'jp repair with a serial',
      rma('jp-repair', 'PREPARING_SHIPMENT', { resolution: 'repair' }),
      { serials: [{ lineId: 11, serial: 'A' }] },
      'repairKeepsSerial',
    ],
    [
      'a line not on the RMA',
      rma('replacement', 'PREPARING_SHIPMENT'),
      { serials: [{ lineId: 99, serial: 'A' }] },
      'replacementSerialsRequired',
    ],
    [
      'one line twice',
      rma('replacement', 'PREPARING_SHIPMENT'),
      {
        serials: [
          { lineId: 11, serial: 'A' },
          { lineId: 11, serial: 'B' },
        ],
      },
      'replacementSerialsRequired',
    ],
  ])('refuses %s', (_, r, extra, key) => {
    expect(refusal(r, { ...shipping, ...extra })).toEqual({ refused: 'invalid', key, field: 'serials' });
  });
});

describe('decide: messages and events', () => {
  it('an approval with a message keeps the message for the customer', () => {
    const t = transition(rma('refund', 'SUBMITTED'), { action: 'approve', message: 'Please use the label.' });
    expect(t.events.map((e) => [e.kind, e.visibility, e.body])).toEqual([
      ['status', 'customer', ''],
      ['message', 'customer', 'Please use the label.'],
    ]);
  });

  it('a note is internal, a message is for the customer', () => {
    expect(transition(rma('refund', 'APPROVED'), { action: 'note', body: 'n' }).events).toEqual([
      { kind: 'note', visibility: 'internal', body: 'n', data: {} },
    ]);
    expect(transition(rma('refund', 'APPROVED'), { action: 'message', body: 'm' }).events).toEqual([
      { kind: 'message', visibility: 'customer', body: 'm', data: {} },
    ]);
  });

  it('a rejection keeps its reason on the lines', () => {
    const t = transition(rma('refund', 'SUBMITTED'), { action: 'reject', reason: 'No proof' });
    expect(t.lines).toContainEqual({ id: 11, decision: 'rejected', decisionReason: 'No proof', status: 'CANCELED' });
  });
});

describe('decide: guards', () => {
  it.each<[string, MachineRma, Record<string, unknown>, { id: number; role: StaffRole }, unknown]>([
    [
      'approve twice',
      rma('refund', 'APPROVED'),
      { action: 'approve' },
      ADMIN,
      { refused: 'illegal-transition', key: 'illegalTransition' },
    ],
    [
      'receive before approval',
      rma('refund', 'SUBMITTED'),
      { action: 'receive', lines: [{ lineId: 11, receipt: 'as-new' }] },
      ADMIN,
      { refused: 'illegal-transition' },
    ],
    [
      'ship before the shipment is prepared',
      rma('replacement', 'PREPARING_REPLACEMENT'),
      { action: 'ship', carrier: 'A', trackingNo: 'B' },
      ADMIN,
      { refused: 'illegal-transition' },
    ],
    [
      'check a refund',
      rma('refund', 'PRODUCT_RECEIVED'),
      { action: 'check' },
      ADMIN,
      { refused: 'illegal-transition' },
    ],
    [
      'inspect a replacement',
      rma('replacement', 'PRODUCT_RECEIVED'),
      { action: 'start-inspection' },
      ADMIN,
      { refused: 'illegal-transition' },
    ],
    [
      'prepare a Japanese repair before checking',
      rma('jp-repair', 'PRODUCT_RECEIVED'),
      { action: 'prepare-replacement' },
      ADMIN,
      { refused: 'illegal-transition' },
    ],
    [
      'refund a replacement',
      rma('replacement', 'PREPARING_REPLACEMENT'),
      { action: 'complete-refund' },
      ADMIN,
      { refused: 'illegal-transition' },
    ],
    [
      'cancel a cancelled RMA',
      rma('refund', 'CANCELED'),
      { action: 'cancel', reason: 'x' },
      ADMIN,
      { refused: 'illegal-transition', values: { status: 'CANCELED' } },
    ],
    [
      'close a closed RMA',
      rma('refund', 'CLOSED'),
      { action: 'close', reason: 'x' },
      ADMIN,
      { refused: 'illegal-transition' },
    ],
    [
      'assign a finished RMA',
      rma('refund', 'REFUND_COMPLETED'),
      { action: 'assign', assigneeId: 2 },
      ADMIN,
      { refused: 'illegal-transition' },
    ],
    [
      'complete a refund not ready',
      rma('refund', 'REFUND_PROCESSING', { refundAmountReady: false }),
      { action: 'complete-refund' },
      ADMIN,
      { refused: 'illegal-transition', key: 'refundNotReady' },
    ],
    [
      'an agent rejects',
      rma('refund', 'SUBMITTED'),
      { action: 'reject', reason: 'x' },
      AGENT,
      { refused: 'forbidden', key: 'staffForbidden' },
    ],
    [
      'an agent closes without action',
      rma('refund', 'APPROVED'),
      { action: 'close', reason: 'x' },
      AGENT,
      { refused: 'forbidden' },
    ],
    [
      'an agent assigns another',
      rma('refund', 'APPROVED'),
      { action: 'assign', assigneeId: 9 },
      AGENT,
      { refused: 'forbidden' },
    ],
    [
      'an agent takes another’s RMA',
      rma('refund', 'APPROVED', { assigneeId: 9 }),
      { action: 'assign', assigneeId: 2 },
      AGENT,
      { refused: 'forbidden' },
    ],
    [
      'an agent unassigns another',
      rma('refund', 'APPROVED', { assigneeId: 9 }),
      { action: 'assign', assigneeId: null },
      AGENT,
      { refused: 'forbidden' },
    ],
    [
      'an agent refunds above the threshold',
      rma('refund', 'INSPECTED'),
      { action: 'refund', refundTotal: 500.01, shippingCharge: 0, storeCredit: 0, tax: 0, amountReady: true },
      AGENT,
      { refused: 'forbidden', key: 'refundAboveThreshold', values: { threshold: 500 } },
    ],
    [
      'a viewer writes a note',
      rma('refund', 'APPROVED'),
      { action: 'note', body: 'x' },
      { id: 5, role: 'viewer' },
      { refused: 'forbidden' },
    ],
    [
      'approve a line not on the RMA',
      rma('refund', 'SUBMITTED'),
      { action: 'approve', lines: [99] },
      ADMIN,
      { refused: 'invalid', key: 'lineNotActionable', field: 'lines' },
    ],
    [
      'approve one line twice',
      rma('refund', 'SUBMITTED'),
      { action: 'approve', lines: [11, 11] },
      ADMIN,
      { refused: 'invalid', field: 'lines' },
    ],
    [
      'approve a rejected line',
      rma('refund', 'SUBMITTED', { lines: [rejected11('refund'), line(12, 'SUBMITTED', 'refund')] }),
      { action: 'approve', lines: [11] },
      ADMIN,
      { refused: 'invalid', field: 'lines' },
    ],
    [
      'receive a line twice over',
      rma('refund', 'APPROVED', {
        lines: [line(11, 'APPROVED', 'refund', { receipt: 'as-new' }), line(12, 'APPROVED', 'refund')],
      }),
      { action: 'receive', lines: [{ lineId: 11, receipt: 'damaged' }] },
      ADMIN,
      { refused: 'invalid', field: 'lines' },
    ],
    [
      'inspect a line that never arrived',
      rma('refund', 'INSPECTING', { lines: [line(11, 'INSPECTING', 'refund'), line(12, 'NOT_RECEIVED', 'refund')] }),
      { action: 'inspect', lines: [{ lineId: 12, result: 'as-described' }] },
      ADMIN,
      { refused: 'invalid', field: 'lines' },
    ],
  ])('refuses: %s', (_, r, input, actor, expected) => {
    expect(refusal(r, input, actor)).toMatchObject(expected as object);
  });

  it.each<[string, { id: number; role: StaffRole }, Record<string, unknown>, MachineRma]>([
    [
      'an agent refunds up to the threshold',
      AGENT,
      { action: 'refund', refundTotal: 500, shippingCharge: 0, storeCredit: 0, tax: 0, amountReady: true },
      rma('refund', 'INSPECTED'),
    ],
    [
      'a supervisor refunds above it',
      SUPERVISOR,
      { action: 'refund', refundTotal: 9000, shippingCharge: 0, storeCredit: 0, tax: 0, amountReady: true },
      rma('refund', 'INSPECTED'),
    ],
    ['an agent takes an unassigned RMA', AGENT, { action: 'assign', assigneeId: 2 }, rma('refund', 'APPROVED')],
    [
      'an agent lets go of their own',
      AGENT,
      { action: 'assign', assigneeId: null },
      rma('refund', 'APPROVED', { assigneeId: 2 }),
    ],
    [
      'a supervisor assigns another',
      SUPERVISOR,
      { action: 'assign', assigneeId: 9 },
      rma('refund', 'APPROVED', { assigneeId: 2 }),
    ],
    [
      'an agent closes a completed refund',
      AGENT,
      { action: 'close', reason: 'Paid' },
      rma('refund', 'REFUND_COMPLETED'),
    ],
    ['an agent cancels', AGENT, { action: 'cancel', reason: 'Customer asked' }, rma('refund', 'SUBMITTED')],
  ])('allows: %s', (_, actor, input, r) => {
    expect(decide(r, act(input), actor, SETTINGS, NOW).ok).toBe(true);
  });

  it('no threshold (0) lets an agent refund any amount', () => {
    const input = act({
      action: 'refund',
      refundTotal: 1e6,
      shippingCharge: 0,
      storeCredit: 0,
      tax: 0,
      amountReady: true,
    });
    expect(decide(rma('refund', 'INSPECTED'), input, AGENT, { ...SETTINGS, refundThreshold: 0 }, NOW).ok).toBe(true);
  });
});
