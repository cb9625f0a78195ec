/**
 * The measured calls, each with the guest sessions it needs (prepared over HTTP before the load starts) and
 * its budget from the speed issue. Demo customer: alex.us@example.com in store us, the customer with 9 orders
 * (docs/demo-data.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { guest, inParallel, type Guest } from './guest.js';

export interface Budget {
  /** Least share of hello's req/s. */
  minRatio?: number;
  /** Most p99 latency, in ms. */
  maxP99Ms?: number;
}

/** One request as autocannon sends it, with its session. */
export interface RequestPlan {
  token: string;
  body?: Record<string, unknown> | undefined;
}

export interface PreparedCall {
  method: 'GET' | 'POST';
  /** Path with query. */
  path: string;
  /** One session per connection, reused (reads and toggles), or one per request, used once (submit). */
  perConnection?: RequestPlan[];
  perRequest?: RequestPlan[];
  /** What the call answered once before the load, e.g. its status field. */
  answer: string;
}

export interface CallSpec {
  name: string;
  /** A read the customer repeats: its ratio should hold at 1 M orders (scale budget). */
  hotRead: boolean;
  budget?: Budget;
  prepare(bench: BenchContext): Promise<PreparedCall>;
}

export interface BenchContext {
  base: string;
  connections: number;
  submits: number;
  /** Most seconds spent preparing the submit sessions. */
  prepareSeconds: number;
  /** The RMA the confirmation call and page show: made by a refund submit while preparing. */
  confirmation: { rmaNo: string; rmaId: string; token: string };
}

const STORE = 'us';
const US = 840;
const EMAIL = 'alex.us@example.com';
const REFUND = 1;

/**
 * The submit customers: one order each, bought 5 days ago (inside the 30-day refund window), numbered per run
 * so that a database kept from an earlier run (BENCH_SCALE_DATA_DIR) takes new ones.
 */
const RUN = Date.now().toString(36).toUpperCase();
export const submitOrder = (n: number) => `BS${RUN}-${n}`;
const submitEmail = (n: number) => `bench.${RUN.toLowerCase()}.${n}@example.com`;

/** An import file (docs/data-format.md) with the submit customers' orders; returns its path. */
export function writeSubmitFixtures(count: number): string {
  const orders = Array.from({ length: count }, (_, n) => ({
    orderNumber: submitOrder(n),
    store: STORE,
    email: submitEmail(n),
    orderDate: 'today-5d',
    items: [{ lineNo: 1, sku: 'SP-PEBBLE-2', unitPrice: 29.99, serialNumber: `B${RUN}${n}` }],
  }));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rma-bench-fixtures-')), 'submit-orders.json');
  fs.writeFileSync(file, JSON.stringify({ description: 'Benchmark: submit customers', orders }));
  return file;
}

const refundItem = (sourceId: string) => ({ sourceId, reason: 'CHANGE_OF_MIND', cosmetic: 'no', comments: '' });

/** The n-th submit customer at the request step, with the order's line chosen for a refund. */
async function submitReady(base: string, n: number): Promise<{ customer: Guest; body: Record<string, unknown> }> {
  const customer = await guest(base, STORE, submitEmail(n), US);
  const lines = await customer.chooseOrder(submitOrder(n), REFUND);
  const items = lines.map((line) => refundItem(line.sourceId));
  return { customer, body: { store: STORE, serviceRequired: REFUND, items, requestKey: `bench-submit-${n}` } };
}

/** Makes the confirmation's RMA (submit customer 0). */
export async function prepareContext(
  base: string,
  connections: number,
  submits: number,
  prepareSeconds: number,
): Promise<BenchContext> {
  const { customer, body } = await submitReady(base, 0);
  const answer = await customer.send('POST', '/api/your-request/submit', body);
  if (answer.status !== 200 || !answer.body?.rmaId) throw new Error(`submit: ${JSON.stringify(answer.body)}`);
  const confirmation = {
    rmaNo: answer.body.rmaNo as string,
    rmaId: answer.body.rmaId as string,
    token: customer.token,
  };
  return { base, connections, submits, prepareSeconds, confirmation };
}

/** Sessions of alex.us, one per connection, each made ready by `setup`. */
async function sessions(bench: BenchContext, setup: (c: Guest) => Promise<void> = async () => undefined) {
  return inParallel(bench.connections, 4, async () => {
    const customer = await guest(bench.base, STORE, EMAIL, US);
    await setup(customer);
    return customer;
  });
}

/** A call each connection repeats with its own session; checked once first. */
async function repeated(
  customers: Guest[],
  method: 'GET' | 'POST',
  pathname: string,
  body?: Record<string, unknown>,
): Promise<PreparedCall> {
  const url = method === 'GET' ? `${pathname}${pathname.includes('?') ? '&' : '?'}store=${STORE}` : pathname;
  const full = body ? { store: STORE, ...body } : undefined;
  const first = await customers[0]!.send(method, url, full);
  const answer = `${first.status}${first.body?.status ? ` ${first.body.status}` : ''}`;
  return { method, path: url, perConnection: customers.map((c) => ({ token: c.token, body: full })), answer };
}

const lineOf = async (c: Guest, order: string, index: number) => (await c.orderLines(order))[index]!.sourceId;

export const CALLS: CallSpec[] = [
  {
    // The portal's floor: its framework and plugins (request id, security headers, metrics, the access line) around
    // an answer that reads no session and no database. No call can take a larger share of hello than this one.
    name: 'GET /healthz (the floor: no session, no database)',
    hotRead: false,
    prepare: async (b) => {
      const first = await fetch(new URL('/healthz', b.base));
      return { method: 'GET', path: '/healthz', perConnection: [{ token: '' }], answer: String(first.status) };
    },
  },
  {
    name: 'GET /api/your-details',
    hotRead: true,
    budget: { minRatio: 0.35 },
    prepare: async (b) => repeated(await sessions(b), 'GET', '/api/your-details'),
  },
  {
    // The page shell asks for its product menu and footer on every page view (the side menu when it is opened),
    // with no session; the issue sets no budget for it.
    name: 'GET /api/layout/product-menu (page shell)',
    hotRead: false,
    prepare: async (b) => {
      const path = `/api/layout/product-menu?store=${STORE}`;
      const first = await fetch(new URL(path, b.base));
      await first.arrayBuffer();
      const perConnection = [{ token: '' }];
      return { method: 'GET', path, perConnection, answer: String(first.status) };
    },
  },
  {
    name: 'GET /api/your-products (9 orders)',
    hotRead: true,
    budget: { minRatio: 0.25, maxP99Ms: 10 },
    prepare: async (b) => repeated(await sessions(b), 'GET', '/api/your-products'),
  },
  {
    name: 'GET /api/your-request (2 lines)',
    hotRead: true,
    budget: { minRatio: 0.35 },
    prepare: async (b) =>
      repeated(
        await sessions(b, (c) => c.chooseOrder('US1000101', REFUND).then(() => undefined)),
        'GET',
        '/api/your-request',
      ),
  },
  {
    name: 'POST /api/your-products/search-order',
    hotRead: true,
    budget: { minRatio: 0.25, maxP99Ms: 10 },
    prepare: async (b) =>
      repeated(await sessions(b), 'POST', '/api/your-products/search-order', { keyword: 'US1000101' }),
  },
  {
    name: 'POST /api/your-products/search-rma-request',
    hotRead: true,
    budget: { minRatio: 0.25, maxP99Ms: 10 },
    prepare: async (b) =>
      repeated(await sessions(b), 'POST', '/api/your-products/search-rma-request', { keyword: 'RMA10000009' }),
  },
  {
    name: 'GET /api/confirmation',
    hotRead: true,
    budget: { minRatio: 0.25, maxP99Ms: 10 },
    prepare: async (b) => {
      const { rmaNo, rmaId, token } = b.confirmation;
      const query = new URLSearchParams({ store: STORE, rmaNo, rmaId }).toString();
      const first = await fetch(`${b.base}/api/confirmation?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await first.arrayBuffer();
      const perConnection = Array.from({ length: b.connections }, () => ({ token }));
      return { method: 'GET', path: `/api/confirmation?${query}`, perConnection, answer: String(first.status) };
    },
  },
  {
    name: 'POST /api/your-products/select (toggle)',
    hotRead: false,
    prepare: async (b) => {
      const customers = await sessions(b);
      const keyword = await lineOf(customers[0]!, 'US1000101', 0);
      for (const c of customers.slice(1)) await c.orderLines('US1000101');
      return repeated(customers, 'POST', '/api/your-products/select', { keyword, action: REFUND });
    },
  },
  {
    name: 'POST /api/your-products/update-serial-number',
    hotRead: false,
    prepare: async (b) => {
      const customers = await sessions(b);
      // Line 7 of US1000110 (Boom Go) has no serial from the warehouse, so the typed one is checked.
      const sourceId = await lineOf(customers[0]!, 'US1000110', 6);
      for (const c of customers.slice(1)) await c.orderLines('US1000110');
      return repeated(customers, 'POST', '/api/your-products/update-serial-number', {
        sourceId,
        serialNumber: 'BGOUS0001',
      });
    },
  },
  {
    name: 'POST /api/your-request/submit (refund)',
    hotRead: false,
    prepare: async (b) => {
      // One customer per request: a submit makes an RMA, after which the same lines cannot be submitted again.
      // Preparing stops at the time limit, so that a slow database still gets measured.
      const started = performance.now();
      const deadline = started + b.prepareSeconds * 1000;
      const ready = await inParallel(b.submits, 4, (i) =>
        performance.now() < deadline ? submitReady(b.base, i + 1) : Promise.resolve(undefined),
      );
      const perRequest = ready.flatMap((r) => (r ? [{ token: r.customer.token, body: r.body }] : []));
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const answer = `${perRequest.length} sessions (prepared in ${seconds} s)`;
      return { method: 'POST', path: '/api/your-request/submit', perRequest, answer };
    },
  },
];
