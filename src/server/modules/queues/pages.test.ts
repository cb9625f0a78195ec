import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZQueuePageQuery, type TQueueRow } from '../../../shared/staff/queues.js';
import type { DatabaseHandle } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { insertRmas, principal, rmaNoOf, testDatabase, type TestRma } from '../../test/staff-rmas.js';
import { exportCsv } from './csv.js';
import { encodeCursor } from './cursor.js';
import { listQueue, queueCounts } from './service.js';

const ENGINES: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
const NOW = new Date('2026-01-10T12:00:00.000Z');
const SAME = '2025-12-20T10:00:00.000Z';

/** 23 RMAs made at the same instant (so only the id orders them), some with a due date, some without. */
const TIED: TestRma[] = Array.from({ length: 23 }, (_, i) => ({
  no: 100 + i,
  created: SAME,
  updated: i % 2 ? `2026-01-0${1 + (i % 5)}T00:00:00.000Z` : '',
  due: i % 3 === 0 ? null : `2026-01-1${i % 4}T00:00:00.000Z`,
}));
const FOUND: TestRma[] = [
  {
    no: 1,
    email: 'ann.lee@example.com',
    order: 'US1000201',
    lines: [{ serial_number: 'sn-77 ab', reason: 'DEFECTIVE', fault_code: 'AUD01' }],
  },
  {
    no: 2,
    store: 'uk',
    email: 'ann.lee@example.com',
    order: 'UK5000001',
    lines: [{ serial_number: 'ZX9', product_id: 2 }],
  },
  { no: 3, email: '=HYPERLINK("http://evil")', lines: [{ product_id: 2, reason: 'WRONG_ITEM' }, { product_id: 1 }] },
];

describe.each(ENGINES)('queue search, pages and CSV on %s', (engine) => {
  let database: DatabaseHandle & { drop(): Promise<void> };
  let ctx: { db: DatabaseHandle['db']; dialect: DatabaseHandle['dialect']; now: () => Date };
  const us = principal(1, ['us']);
  const all = principal(2, '*');
  const find = async (q: string, staff = all) =>
    (await listQueue(ctx, staff, ZQueuePageQuery.parse({ q }))).items.map((row) => row.rmaNo).sort();

  beforeAll(async () => {
    database = await testDatabase(engine);
    ctx = { db: database.db, dialect: database.dialect, now: () => NOW };
    await insertRmas(database, [...FOUND, ...TIED]);
  });
  afterAll(() => database.drop());

  it('finds an RMA by its number, order number, e-mail or serial, in any case and with spaces', async () => {
    expect(await find(' rma00000001 ')).toEqual([rmaNoOf(1)]);
    expect(await find('us1000201')).toEqual([rmaNoOf(1)]);
    expect(await find('  ANN.Lee@Example.COM ')).toEqual([rmaNoOf(1), rmaNoOf(2)]);
    expect(await find(' SN-77 AB ')).toEqual([rmaNoOf(1)]);
    expect(await find('zx9')).toEqual([rmaNoOf(2)]);
    expect(await find('nobody@example.com')).toEqual([]);
    // Another store's RMA is not found, nor counted, for a user of us.
    expect(await find('ann.lee@example.com', us)).toEqual([rmaNoOf(1)]);
    expect(await find('UK5000001', us)).toEqual([]);
    const { counts } = await queueCounts(ctx, us, { q: 'ann.lee@example.com' });
    expect(counts['needs-review']).toBe(1);
  });

  it('filters by reason or fault code and by product SKU or name fragment', async () => {
    const list = async (filters: Record<string, string>) =>
      (await listQueue(ctx, all, ZQueuePageQuery.parse(filters))).items.map((row) => row.rmaNo).sort();
    expect(await list({ reason: 'AUD01' })).toEqual([rmaNoOf(1)]);
    expect(await list({ reason: 'WRONG_ITEM' })).toEqual([rmaNoOf(3)]);
    expect(await list({ product: 'VOX-USB' })).toEqual([rmaNoOf(2), rmaNoOf(3)]);
    expect(await list({ product: 'usb micro' })).toEqual([rmaNoOf(2), rmaNoOf(3)]);
    expect(await list({ product: '100%' })).toEqual([]);
  });

  it.each([
    ['created', 'desc', ''],
    ['created', 'asc', ''],
    ['updated', 'desc', ''],
    ['due', 'asc', ''],
    ['due', 'desc', ''],
    ['created', 'desc', 'c@example.com'],
    ['due', 'asc', 'c@example.com'],
    ['due', 'desc', 'c@example.com'],
  ] as const)(
    'walks every RMA once, in order, sorted by %s %s (search %j), when rows share their sort value',
    async (sort, dir, q) => {
      const seen: TQueueRow[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await listQueue(
          ctx,
          us,
          ZQueuePageQuery.parse({ sort, dir, q, limit: 4, ...(cursor ? { cursor } : {}) }),
        );
        seen.push(...page.items);
        cursor = page.nextCursor ?? undefined;
        pages++;
      } while (cursor && pages < 50);
      const ids = seen.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(q ? TIED.length : TIED.length + 2);
      const key = (row: TQueueRow) =>
        sort === 'created' ? row.createdAt : sort === 'updated' ? row.updatedAt : row.dueAt;
      for (let i = 1; i < seen.length; i++) {
        const [a, b] = [seen[i - 1]!, seen[i]!];
        const [ka, kb] = [key(a), key(b)];
        if (sort === 'due' && (ka === null || kb === null)) {
          // Undated rows come last, in either direction, ordered by id.
          expect(kb === null && (ka !== null || (dir === 'asc' ? a.id < b.id : a.id > b.id))).toBe(true);
          continue;
        }
        const inOrder =
          dir === 'asc' ? ka! < kb! || (ka === kb && a.id < b.id) : ka! > kb! || (ka === kb && a.id > b.id);
        expect(inOrder, `${ka} ${a.id} then ${kb} ${b.id}`).toBe(true);
      }
    },
  );

  it('answers 400 invalidCursor for a malformed cursor or one of another sort', async () => {
    const bad = [
      'not a cursor',
      'bm90IGpzb24',
      Buffer.from('[1,2]').toString('base64url'),
      encodeCursor({ sort: 'due', dir: 'asc', value: null, id: 'x' }),
    ];
    for (const cursor of bad) {
      const error = await listQueue(ctx, us, ZQueuePageQuery.parse({ cursor })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).httpStatus).toBe(400);
      expect((error as AppError).code).toBe('invalidCursor');
    }
  });

  it('exports the filtered list as RFC 4180 CSV, with formulas defused', async () => {
    let csv = '';
    const chunks = await exportCsv(ctx, us, ZQueuePageQuery.parse({ sort: 'created', dir: 'asc' }));
    for await (const chunk of chunks) csv += chunk;
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'RMA number,Store,Type,Status,Customer e-mail,Customer name,Product,Lines,Created,Updated,Due,Late,Priority,Assignee',
    );
    expect(lines.length).toBe(TIED.length + 2 + 2);
    expect(lines.at(-1)).toBe('');
    const evil = lines.find((line) => line.startsWith(rmaNoOf(3)))!;
    expect(evil).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(evil).toContain(',Vox USB Microphone,2,');
    expect(csv).not.toContain(rmaNoOf(2));
    await expect(exportCsv(ctx, us, ZQueuePageQuery.parse({ assignee: 'x' }))).rejects.toBeInstanceOf(AppError);
  });
});
