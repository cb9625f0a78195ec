/**
 * Import benchmark: 100,000 generated orders (1–3 lines each) into a fresh SQLite file, then the same
 * file again (nothing to write). Prints figures only; budgets belong to whoever reads them.
 *   node --import tsx scripts/bench-import.ts [orderCount]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../src/server/db/connection.js';
import { importData } from '../src/server/import/importer.js';
import type { TImportFileInput } from '../src/server/import/format.js';
import { STORES } from '../src/shared/stores.js';

function generate(orderCount: number): TImportFileInput {
  const products = Array.from({ length: 12 }, (_, i) => ({
    id: 9001 + i,
    sku: `BENCH-${i + 1}`,
    masterId: 9001 + i,
    name: `Bench product ${i + 1}`,
    warrantyMonths: 12,
    satisfactionDays: 30,
    stores: [...STORES],
    faults: [{ id: 900100 + i, faultCode: 'AUD01', description: 'No sound', category: 'Audio' }],
  }));
  // A fixed seed keeps runs comparable.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const orders = Array.from({ length: orderCount }, (_, n) => {
    const store = STORES[n % STORES.length]!;
    const lines = 1 + Math.floor(random() * 3);
    return {
      orderNumber: `B${String(n + 1).padStart(9, '0')}`,
      store,
      email: `customer${n % 40000}@example.com`,
      orderDate: `today-${Math.floor(random() * 1000)}d`,
      items: Array.from({ length: lines }, (_, j) => ({
        lineNo: j + 1,
        sku: `BENCH-${1 + Math.floor(random() * 12)}`,
        unitPrice: Math.round(random() * 30000) / 100,
        serialNumber: `BS${String(n + 1).padStart(9, '0')}${j + 1}`,
      })),
    };
  });
  return { products, orders };
}

async function main(): Promise<void> {
  const orderCount = Number(process.argv[2] ?? 100_000);
  const file = generate(orderCount);
  const lineCount = file.orders!.reduce((sum, o) => sum + o.items.length, 0);
  const rows = orderCount + lineCount;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const handle = await openDatabase({ sqliteFile: path.join(dir, 'portal.sqlite') });
  try {
    await migrateToLatest(handle);
    const today = new Date().toISOString().slice(0, 10);

    let started = performance.now();
    const first = await importData(handle, file, { today });
    const firstMs = performance.now() - started;
    if (!first.ok) throw new Error(`bench file refused:\n${first.errors.slice(0, 20).join('\n')}`);

    started = performance.now();
    const second = await importData(handle, file, { today });
    const secondMs = performance.now() - started;
    if (!second.ok) throw new Error('second import refused');

    const rate = (ms: number) => Math.round(rows / (ms / 1000)).toLocaleString('en-US');
    console.log(
      `import: ${orderCount.toLocaleString('en-US')} orders, ${lineCount.toLocaleString('en-US')} lines (SQLite file)`,
    );
    console.log(`  first import (all inserted):   ${(firstMs / 1000).toFixed(2)} s, ${rate(firstMs)} rows/s`);
    console.log(`  second import (all unchanged): ${(secondMs / 1000).toFixed(2)} s, ${rate(secondMs)} rows/s`);
    console.log(`  unchanged orders on re-import: ${second.counts.orders!.unchanged.toLocaleString('en-US')}`);
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
