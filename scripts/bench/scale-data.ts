/**
 * A large import file in the operator format (docs/data-format.md), written as a stream: 12 products sold in
 * every store, `orders` orders of 1–2 lines spread over every store and a customer per 4 orders, and `rmas`
 * refund RMAs, the n-th on the first line of the n-th order, with a history of 1–3 steps.
 */
import fs from 'node:fs';
import { once } from 'node:events';
import { STORES } from '../../src/shared/stores.js';

const PRODUCTS = 12;
const sku = (i: number) => `BENCH-${i + 1}`;
const orderNumber = (n: number) => `B${String(n).padStart(9, '0')}`;
const serial = (n: number, line: number) => `BS${String(n).padStart(9, '0')}${line}`;
const price = (n: number, line: number) => ((n * 7919 + line * 104729) % 30000) / 100 + 1;
const skuOf = (n: number, line: number) => sku((n + line * 5) % PRODUCTS);
const STEPS = ['SUBMITTED', 'RECEIVED', 'APPROVED'];

function product(i: number) {
  return {
    id: 900001 + i,
    sku: sku(i),
    masterId: 900001 + i,
    name: `Bench product ${i + 1}`,
    warrantyMonths: 12,
    satisfactionDays: 30,
    stores: [...STORES],
    faults: [{ id: 99000001 + i, faultCode: 'AUD01', description: 'No sound', category: 'Audio' }],
  };
}

function order(n: number) {
  const lines = 1 + (n % 2);
  return {
    orderNumber: orderNumber(n),
    store: STORES[n % STORES.length]!,
    email: `customer${n % 250_000}@example.com`,
    orderDate: `today-${n % 1500}d`,
    items: Array.from({ length: lines }, (_, j) => ({
      lineNo: j + 1,
      sku: skuOf(n, j),
      unitPrice: price(n, j),
      serialNumber: serial(n, j + 1),
    })),
  };
}

function rma(m: number, orders: number) {
  const n = m % orders;
  const steps = 1 + (m % STEPS.length);
  const status = STEPS[steps - 1]!;
  const age = 10 + (m % 1000);
  return {
    rmaNo: `RMA3${String(m).padStart(7, '0')}`,
    store: STORES[n % STORES.length]!,
    email: `customer${n % 250_000}@example.com`,
    type: 1,
    status,
    countryCode: 'US',
    lines: [
      {
        lineNo: 1,
        orderNumber: orderNumber(n),
        orderLineNo: 1,
        sku: skuOf(n, 0),
        serialNumber: serial(n, 1),
        status,
        method: 'RF',
        unitPrice: price(n, 0),
        reason: 'CHANGE_OF_MIND',
        cosmetic: 'no',
      },
    ],
    history: STEPS.slice(0, steps).map((s, i) => ({ status: s, date: `today-${age - 2 * i}d` })),
  };
}

/**
 * Writes the file, waiting on the stream whenever its buffer is full; returns its size in bytes. `all` writes
 * the products, the orders and the RMAs; `rmas` only the RMAs (for orders imported before).
 */
export async function writeScaleFile(
  file: string,
  orders: number,
  rmas: number,
  part: 'all' | 'rmas',
): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const section = async (name: string, count: number, record: (i: number) => unknown) => {
    await write(`,\n"${name}":[\n`);
    const batch: string[] = [];
    for (let i = 0; i < count; i++) {
      batch.push(JSON.stringify(record(i)));
      if (batch.length === 1000 || i === count - 1) {
        await write(batch.join(',\n') + (i === count - 1 ? '\n' : ',\n'));
        batch.length = 0;
      }
    }
    await write(']');
  };
  await write('{"description":"Benchmark: generated orders and RMAs"');
  if (part === 'all') {
    await section('products', PRODUCTS, product);
    await section('orders', orders, order);
  }
  if (rmas > 0) await section('rmas', Math.min(rmas, orders), (m) => rma(m, orders));
  await write('}\n');
  out.end();
  await once(out, 'finish');
  return fs.statSync(file).size;
}
