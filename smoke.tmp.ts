import fs from 'node:fs';
import { openDatabase, migrateToLatest } from './src/server/db/connection.js';
import { importData } from './src/server/import/importer.js';
async function main() {
  const file = JSON.parse(fs.readFileSync('/work/main/src/server/demo/demo-data.json', 'utf8'));
  const h = await openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(h);
  let t = Date.now();
  const r1 = await importData(h.db, file, { today: '2025-06-15' });
  console.log(Date.now() - t, JSON.stringify(r1).slice(0, 3000));
  t = Date.now();
  const r2 = await importData(h.db, file, { today: '2025-06-15' });
  console.log(Date.now() - t, JSON.stringify(r2));
  const r3 = await importData(h.db, file, { today: '2025-06-16' });
  console.log(JSON.stringify(r3));
  await h.close();
}
void main();
