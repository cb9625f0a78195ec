import type { TQueueRow } from '../../../shared/staff/queues.js';
import type { TStaffRma, TStaffRmaLine } from '../../../shared/staff/rma.js';

/** Canned answers of the staff API for component tests, in the shapes of the shared contract. */
export function queueRow(n: number, overrides: Partial<TQueueRow> = {}): TQueueRow {
  return {
    id: `rma-${n}`,
    rmaNo: `RMA0000${n}`,
    store: 'us',
    kind: 'refund',
    status: 'SUBMITTED',
    email: `customer${n}@example.com`,
    customerName: `Customer ${n}`,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    dueAt: '2026-11-25T10:00:00Z',
    late: false,
    priority: 0,
    assignee: null,
    lineCount: 1,
    product: 'Aurora Headphones',
    version: 1,
    ...overrides,
  };
}

export function rmaLine(overrides: Partial<TStaffRmaLine> = {}): TStaffRmaLine {
  return {
    id: 11,
    lineNo: 1,
    sku: 'AUR-100',
    product: 'Aurora Headphones',
    orderNumber: 'US1000101',
    serialNumber: 'SN0001',
    serialCheck: 'success',
    invoiceNumber: 'INV-1',
    purchaseDate: '2026-05-01',
    warrantyExpiry: '2027-05-01',
    warranty: { status: 'in-warranty', daysLeft: 159 },
    status: 'SUBMITTED',
    method: 'RF',
    unitPrice: 120,
    reason: 'Defective',
    faultCategory: 'Audio',
    faultCode: 'NO_SOUND',
    comments: 'Left side is silent.',
    otherComments: '',
    cosmetic: 'None',
    decision: '',
    decisionReason: '',
    receipt: '',
    inspection: '',
    inspectionNote: '',
    replacementSerial: '',
    proofUploadId: null,
    damageUploadId: null,
    ...overrides,
  };
}

export function staffRma(overrides: Partial<TStaffRma> = {}): TStaffRma {
  return {
    id: 'rma-1',
    rmaNo: 'RMA00001',
    store: 'us',
    kind: 'refund',
    type: 1,
    status: 'SUBMITTED',
    version: 4,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    dueAt: null,
    late: false,
    priority: 0,
    assignee: null,
    languageReply: 'en',
    currency: 'USD',
    customer: { email: 'ann@example.com', name: 'Ann Example', address: [] },
    refund: { estimate: 120, actual: 0, shippingCharge: 0, storeCredit: 0, tax: 0, amountReady: false },
    label: { link: '', status: '', trackingNo: '' },
    replacement: { carrier: '', trackingNo: '' },
    resolution: '',
    closeReason: '',
    lines: [
      rmaLine(),
      rmaLine({ id: 12, lineNo: 2, sku: 'CBL-2', product: 'USB-C Cable', serialNumber: '', serialCheck: '' }),
    ],
    history: [{ status: 'SUBMITTED', date: '2026-11-20' }],
    events: [
      {
        id: 1,
        at: '2026-11-20T10:00:00Z',
        actor: 'Ann Example',
        kind: 'status',
        visibility: 'customer',
        body: 'Submitted',
        data: {},
      },
      {
        id: 2,
        at: '2026-11-20T11:00:00Z',
        actor: 'Alex Agent',
        kind: 'note',
        visibility: 'internal',
        body: 'Called the customer.',
        data: {},
      },
    ],
    actions: ['approve', 'reject', 'assign', 'note', 'message'],
    ...overrides,
  };
}
