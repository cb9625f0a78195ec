import { describe, expect, it } from 'vitest';
import type { ExistingLookup } from './types.js';
import { NO_EXISTING, validateImportFile } from './validate.js';

/**
 * The cross-checks without a database: each case is a small file, what the database is taken to hold,
 * and every problem the operator reads, in order.
 */

const TODAY = '2025-06-15';

/** The database of these cases: one country, two products with a fault each, a serial, a member, an order, an RMA. */
const STORED: ExistingLookup = {
  ...NO_EXISTING,
  hasCountry: (id) => id === 826,
  productById: (id) => ({ 1: { id: 1, sku: 'HS-1' }, 2: { id: 2, sku: 'CAM-2' } })[id],
  productBySku: (sku) => ({ 'HS-1': { id: 1, sku: 'HS-1' }, 'CAM-2': { id: 2, sku: 'CAM-2' } })[sku],
  fault: (id) => ({ 101: { productId: 1, faultCode: 'AUD01' }, 201: { productId: 2, faultCode: 'VID01' } })[id],
  faultsOf: (productId) =>
    ({ 1: [{ id: 101, faultCode: 'AUD01' }], 2: [{ id: 201, faultCode: 'VID01' }] })[productId] ?? [],
  serialSku: (serial) => (serial === 'SN1' ? 'CAM-2' : undefined),
  hasMember: (email) => email === 'member@example.com',
  order: (orderNumber) =>
    orderNumber === 'O1'
      ? { store: 'uk', email: 'buyer@example.com', lines: new Map([[1, { sku: 'HS-1' }]]) }
      : undefined,
  rmaIdOf: (rmaNo) => (rmaNo === 'RMA1' ? 'aaaaaaaaaaaaaaaa1' : undefined),
  rmaNoOf: (rmaId) => (rmaId === 'aaaaaaaaaaaaaaaa1' ? 'RMA1' : undefined),
};

const product = (over: object = {}) => ({
  id: 3,
  sku: 'NEW-3',
  masterId: 3,
  name: 'New product',
  warrantyMonths: 12,
  satisfactionDays: 30,
  ...over,
});
const order = (over: object = {}) => ({
  orderNumber: 'O2',
  store: 'uk',
  email: 'buyer@example.com',
  orderDate: 'today',
  items: [{ lineNo: 1, sku: 'HS-1', unitPrice: 10 }],
  ...over,
});
const rmaLine = (over: object = {}) => ({
  lineNo: 1,
  sku: 'HS-1',
  status: 'SUBMITTED',
  method: 'RF',
  unitPrice: 10,
  ...over,
});
const rma = (over: object = {}) => ({
  rmaNo: 'RMA2',
  store: 'uk',
  email: 'buyer@example.com',
  type: 1,
  status: 'SUBMITTED',
  countryCode: 'GB',
  lines: [rmaLine()],
  ...over,
});
const window = (over: object = {}) => ({
  hideFrom: '2025-01-01T00:00:00Z',
  startsAt: '2025-01-01T01:00:00Z',
  endsAt: '2025-01-01T02:00:00Z',
  ...over,
});
const member = (over: object = {}) => ({
  email: 'new@example.com',
  firstName: 'N',
  lastName: 'M',
  store: 'uk',
  ...over,
});
const country = (over: object = {}) => ({ id: 250, name: 'France', code: 'FR', phoneCode: 33, ...over });

/** Files as written, some deliberately wrong, hence not typed as TImportFileInput. */
const cases: [string, unknown, string[]][] = [
  [
    'a file that references only stored rows',
    { orders: [order({ items: [{ lineNo: 1, sku: 'CAM-2', unitPrice: 1, serialNumber: 'SN1' }] })] },
    [],
  ],
  [
    'duplicate country id and code, a store twice',
    { countries: [country({ stores: ['fr', 'fr'] }), country({ name: 'Other' })] },
    [
      'countries[0].stores[1]: duplicate store',
      'countries[1].id: duplicate country id (first at countries[0])',
      'countries[1].code: duplicate country code (first at countries[0])',
    ],
  ],
  [
    'a SKU stored under another id, a fault of another product, a fault code stored under another id',
    {
      products: [
        product({ sku: 'HS-1' }),
        product({ id: 2, sku: 'CAM-2', faults: [{ id: 101, faultCode: 'AUD01', description: 'x', category: 'A' }] }),
        product({ id: 1, sku: 'HS-1', faults: [{ id: 102, faultCode: 'AUD01', description: 'x', category: 'A' }] }),
      ],
    },
    [
      'products[0].sku: already used by product id 1 in the database',
      'products[1].faults[0].id: belongs to another product (SKU HS-1)',
      'products[2].sku: duplicate SKU (first at products[0])',
      'products[2].faults[0].faultCode: already stored for this product under fault id 101',
    ],
  ],
  [
    'duplicate fault ids across products, fault codes within one',
    {
      products: [
        product({ faults: [{ id: 9, faultCode: 'A1', description: 'x', category: 'A' }] }),
        product({
          id: 4,
          sku: 'NEW-4',
          faults: [
            { id: 9, faultCode: 'B1', description: 'x', category: 'A' },
            { id: 10, faultCode: 'B1', description: 'x', category: 'A' },
          ],
        }),
      ],
    },
    [
      'products[1].faults[0].id: duplicate fault id (first at products[0].faults[0])',
      'products[1].faults[1].faultCode: duplicate fault code in this product (first at products[1].faults[0])',
    ],
  ],
  [
    'serials: a duplicate, an unknown product, a serial the file registers to another product',
    {
      products: [product()],
      serials: [
        { serial: 'S1', sku: 'NEW-3' },
        { serial: 'S1', sku: 'NEW-3' },
        { serial: 'S2', sku: 'NOPE' },
      ],
      orders: [order({ items: [{ lineNo: 1, sku: 'HS-1', unitPrice: 1, serialNumber: 'S1' }] })],
    },
    [
      'serials[1].serial: duplicate serial (first at serials[0])',
      'serials[2].sku: unknown product',
      'orders[0].items[0].serialNumber: registered to another product (SKU NEW-3)',
    ],
  ],
  [
    'members: password and hash, no password for a new member, none needed for a stored one',
    {
      members: [
        member({ password: 'long-enough', passwordHash: 'scrypt$16384$8$1$c2FsdA==$aGFzaA==' }),
        member({ email: 'other@example.com' }),
        member({ email: 'Member@Example.com' }),
        member({ email: 'other@example.com', password: 'long-enough' }),
      ],
    },
    [
      'members[0].password: give password or passwordHash, not both',
      'members[1].password: required for a new member (or passwordHash)',
      'members[3].email: duplicate member email (first at members[1])',
    ],
  ],
  [
    'order lines: a duplicate line number, a line its own parent, a child of a child',
    {
      orders: [
        order({
          items: [
            { lineNo: 1, sku: 'HS-1', unitPrice: 1 },
            { lineNo: 1, sku: 'HS-1', unitPrice: 1 },
            { lineNo: 2, sku: 'HS-1', unitPrice: 1, parentLineNo: 2 },
            { lineNo: 3, sku: 'HS-1', unitPrice: 1, parentLineNo: 1 },
            { lineNo: 4, sku: 'HS-1', unitPrice: 1, parentLineNo: 3 },
          ],
        }),
      ],
    },
    [
      'orders[0].items[1].lineNo: duplicate line number (first at orders[0].items[0])',
      'orders[0].items[2].parentLineNo: a line cannot be its own parent',
      'orders[0].items[4].parentLineNo: line 3 is itself a child line',
    ],
  ],
  [
    'addresses: a duplicate, an unknown country; a stored or broken country is fine',
    {
      countries: [{ id: 40, name: 'Austria', code: 'at', phoneCode: 43 }],
      addresses: [826, 826, 999, 40].map((countryId) => ({
        email: 'a@example.com',
        store: 'uk',
        firstName: 'A',
        lastName: 'B',
        mobile1: '0123 456',
        address1: `${countryId === 826 ? 1 : countryId} Main St`,
        postalCode: 'AB1',
        countryId,
      })),
    },
    [
      'countries[0].code: expected an ISO 3166 alpha-2 code in capitals, e.g. GB',
      'addresses[1].address1: duplicate address (same email, store, address1 and postalCode) (first at addresses[0])',
      'addresses[2].countryId: unknown country',
    ],
  ],
  [
    'RMAs: duplicate number, rmaId that differs from the stored one or belongs to another RMA',
    {
      rmas: [
        rma({ rmaNo: 'RMA1', rmaId: 'bbbbbbbbbbbbbbbb2' }),
        rma({ rmaId: 'aaaaaaaaaaaaaaaa1' }),
        rma({ rmaNo: 'RMA1', rmaId: 'bbbbbbbbbbbbbbbb2' }),
      ],
    },
    [
      'rmas[0].rmaId: differs from the rmaId stored for RMA1',
      'rmas[1].rmaId: already used by RMA1',
      'rmas[2].rmaNo: duplicate RMA number (first at rmas[0])',
      'rmas[2].rmaId: duplicate rmaId (first at rmas[0])',
      'rmas[2].rmaId: differs from the rmaId stored for RMA1',
    ],
  ],
  [
    'RMAs: statuses of the other type, history out of order, methods of the other type',
    {
      rmas: [
        rma({
          type: 2,
          status: 'REFUND_COMPLETED',
          history: [
            { status: 'SUBMITTED', date: 'today' },
            { status: 'REFUND_COMPLETED', date: 'today-1d' },
          ],
          lines: [rmaLine({ method: 'RF' }), rmaLine({ lineNo: 2, method: 'RP' })],
        }),
        rma({ rmaNo: 'RMA3', lines: [rmaLine({ method: 'RN' }), rmaLine({ method: 'RF' })] }),
      ],
    },
    [
      'rmas[0].status: not a replacement status',
      'rmas[0].history[1].status: not a replacement status',
      'rmas[0].history[1].date: earlier than the entry before it',
      "rmas[0].lines[0].method: a replacement RMA's lines use RP or RN",
      "rmas[1].lines[0].method: a refund RMA's lines use RF",
      'rmas[1].lines[1].lineNo: duplicate line number (first at rmas[1].lines[0])',
    ],
  ],
  [
    'RMA lines: unknown product, fault codes from the file or the database, a serial of another product',
    {
      products: [product({ faults: [{ id: 31, faultCode: 'NEW01', description: 'x', category: 'A' }] })],
      rmas: [
        rma({
          lines: [
            rmaLine({ sku: 'GHOST', faultCode: 'AUD01' }),
            rmaLine({ lineNo: 2, sku: 'NEW-3', faultCode: 'NEW01' }),
            rmaLine({ lineNo: 3, sku: 'NEW-3', faultCode: 'AUD01' }),
            rmaLine({ lineNo: 4, faultCode: 'AUD01', serialNumber: 'SN1' }),
          ],
        }),
      ],
    },
    [
      'rmas[0].lines[0].sku: unknown product',
      "rmas[0].lines[2].faultCode: not in the product's fault list",
      'rmas[0].lines[3].serialNumber: registered to another product (SKU CAM-2)',
    ],
  ],
  [
    'RMA lines: order number without line, unknown order, another store or customer, missing line, other SKU',
    {
      orders: [order({ orderNumber: 'O2', store: 'us' })],
      rmas: [
        rma({
          lines: [
            rmaLine({ orderNumber: 'O1' }),
            rmaLine({ lineNo: 2, orderLineNo: 1 }),
            rmaLine({ lineNo: 3, orderNumber: 'O9', orderLineNo: 1 }),
            rmaLine({ lineNo: 4, orderNumber: 'O2', orderLineNo: 1 }),
            rmaLine({ lineNo: 5, orderNumber: 'O1', orderLineNo: 2 }),
            rmaLine({ lineNo: 6, orderNumber: 'O1', orderLineNo: 1, sku: 'CAM-2' }),
          ],
        }),
        rma({ rmaNo: 'RMA4', email: 'x@example.com', lines: [rmaLine({ orderNumber: 'O1', orderLineNo: 1 })] }),
      ],
    },
    [
      'rmas[0].lines[0].orderLineNo: required with orderNumber',
      'rmas[0].lines[1].orderNumber: required with orderLineNo',
      'rmas[0].lines[2].orderNumber: unknown order',
      'rmas[0].lines[3].orderNumber: order belongs to another store (us)',
      'rmas[0].lines[4].orderLineNo: no line 2 in order O1',
      "rmas[0].lines[5].sku: does not match the order line's product (SKU HS-1)",
      'rmas[1].lines[0].orderNumber: order belongs to another customer',
    ],
  ],
  [
    'a reference to a record that failed its schema is not reported twice',
    {
      products: [product({ sku: 'BROKEN', warrantyMonths: -1 })],
      orders: [order({ orderNumber: 'O3', store: 'xx', items: [{ lineNo: 1, sku: 'HS-1', unitPrice: 1 }, 'junk'] })],
      rmas: [
        rma({
          lines: [
            rmaLine({ sku: 'BROKEN', faultCode: 'ZZ01' }),
            rmaLine({ lineNo: 2, orderNumber: 'O3', orderLineNo: 5 }),
            rmaLine({ lineNo: 3, orderNumber: 'bad number!', orderLineNo: 1 }),
          ],
        }),
      ],
    },
    [
      'products[0].warrantyMonths: must be at least 0',
      'orders[0].store: unknown store',
      'orders[0].items[1]: expected an object, got text',
      'rmas[0].lines[2].orderNumber: expected letters, digits or dash',
    ],
  ],
  [
    'layout: the same kind twice for a store, unsafe HTML',
    {
      layout: [
        { store: 'uk', kind: 'footer', html: '<p>a</p>' },
        { store: 'uk', kind: 'footer', html: '<iframe src="https://x"></iframe>' },
      ],
    },
    [
      'layout[1].kind: duplicate footer for store uk (first at layout[0])',
      'layout[1].html: contains a <iframe> element',
    ],
  ],
  [
    'maintenance: the same window twice, instants out of order, offsets compared in UTC',
    {
      maintenance: [
        window(),
        window({ startsAt: '2025-01-01T01:30:00+02:00' }),
        window({ hideFrom: '2025-01-02T00:00:00Z', startsAt: '2025-01-01T00:00:00Z', endsAt: '2025-01-01T00:00:00Z' }),
      ],
    },
    [
      'maintenance[1].endsAt: duplicate window (same hideFrom and endsAt) (first at maintenance[0])',
      'maintenance[1].startsAt: before hideFrom',
      'maintenance[2].startsAt: before hideFrom',
      'maintenance[2].endsAt: not after startsAt',
    ],
  ],
  [
    'dates: out of range after resolving, and relative dates in every RMA field',
    {
      orders: [order({ orderDate: 'today+99999y' })],
      rmas: [
        rma({
          createdAt: 'today-99999y',
          lines: [rmaLine({ purchaseDate: 'today+99999y', warrantyExpiry: 'today-1y' })],
          history: [{ status: 'SUBMITTED', date: 'today+99999y' }],
        }),
      ],
    },
    [
      'orders[0].orderDate: date out of range',
      'rmas[0].createdAt: date out of range',
      'rmas[0].lines[0].purchaseDate: date out of range',
      'rmas[0].history[0].date: date out of range',
    ],
  ],
];

describe('the cross-checks of an import file', () => {
  it.each(cases)('%s', (_name, file, errors) => {
    const result = validateImportFile(file, { today: TODAY, existing: STORED });
    expect(result.ok ? [] : result.errors).toEqual(errors);
  });

  it('normalises what it accepts: emails in lower case, dates resolved, instants in UTC', () => {
    const result = validateImportFile(
      {
        members: [member({ email: 'New@Example.COM', password: 'long-enough' })],
        orders: [order({ email: 'Buyer@Example.com', orderDate: 'today-1m' })],
        maintenance: [window({ startsAt: '2025-01-01T03:00:00+02:00' })],
      },
      { today: TODAY, existing: STORED },
    );
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.data.members[0]!.email).toBe('new@example.com');
    expect(result.data.orders[0]).toMatchObject({ email: 'buyer@example.com', orderDate: '2025-05-15' });
    expect(result.data.maintenance[0]).toMatchObject({
      hideFrom: '2025-01-01T00:00:00.000Z',
      startsAt: '2025-01-01T01:00:00.000Z',
    });
  });
});
