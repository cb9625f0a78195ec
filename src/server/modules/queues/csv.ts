import type { TQueueFilters, TQueueRow } from '../../../shared/staff/queues.js';
import { csvRecord } from '../../lib/csv.js';
import type { AppContext } from '../../context.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { resolveFilters } from './filters.js';
import { listQueue } from './service.js';

const COLUMNS: [string, (row: TQueueRow) => string | number | boolean | null][] = [
  ['RMA number', (r) => r.rmaNo],
  ['Store', (r) => r.store],
  ['Type', (r) => r.kind],
  ['Status', (r) => r.status],
  ['Customer e-mail', (r) => r.email],
  ['Customer name', (r) => r.customerName],
  ['Product', (r) => r.product],
  ['Lines', (r) => r.lineCount],
  ['Created', (r) => r.createdAt],
  ['Updated', (r) => r.updatedAt],
  ['Due', (r) => r.dueAt],
  ['Late', (r) => r.late],
  ['Priority', (r) => r.priority],
  ['Assignee', (r) => r.assignee?.name ?? ''],
];

/** Rows read per statement while exporting: pages of the same keyset walk the list uses. */
const EXPORT_PAGE = 500;

type Ctx = Pick<AppContext, 'db' | 'dialect' | 'now'>;

/**
 * The filtered list as CSV (docs/staff/queues.md#csv), header first, one chunk per page of the keyset walk, so an
 * export of any size streams in constant memory and each statement stays as cheap as a page of the list. The
 * filters are checked, and the first page read, before it answers: a bad filter is a 400 and a database too busy to
 * read a 503 (decision 0061), not a file cut off after its header.
 */
export async function exportCsv(
  ctx: Ctx,
  staff: StaffPrincipal,
  filters: TQueueFilters,
): Promise<AsyncIterable<string>> {
  resolveFilters(staff, filters, ctx.now());
  const first = await listQueue(ctx, staff, { ...filters, limit: EXPORT_PAGE });
  return csvChunks(ctx, staff, filters, first);
}

type Page = Awaited<ReturnType<typeof listQueue>>;

async function* csvChunks(
  ctx: Ctx,
  staff: StaffPrincipal,
  filters: TQueueFilters,
  first: Page,
): AsyncGenerator<string> {
  yield csvRecord(COLUMNS.map(([name]) => name));
  for (let page = first; ;) {
    if (page.items.length) yield page.items.map((row) => csvRecord(COLUMNS.map(([, cell]) => cell(row)))).join('');
    const cursor = page.nextCursor;
    if (!cursor) return;
    page = await listQueue(ctx, staff, { ...filters, limit: EXPORT_PAGE, cursor });
  }
}
