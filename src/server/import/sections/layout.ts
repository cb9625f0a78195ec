import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TLayoutFragment } from '../format.js';
import type { CheckContext } from '../check-context.js';
import type { Tally } from '../counts.js';
import { upsert } from '../sql.js';
import type { LooseSections } from '../types.js';
import { unsafeHtmlReason } from '../../modules/layout/html-policy.js';

/** The store's page shell fragments (product menu, side menu, footer), HTML put into every page. */

export function checkLayout(views: LooseSections['layout'], ctx: CheckContext): void {
  const seen = new Map<string, string>();
  views.forEach((f, i) => {
    if (!f) return;
    const p = `layout[${i}]`;
    const key = f.store !== undefined && f.kind !== undefined ? `${f.store}/${f.kind}` : undefined;
    ctx.unique(seen, key, `${p}.kind`, `${f.kind} for store ${f.store}`, 'layout', i);
    const unsafe = f.html === undefined ? undefined : unsafeHtmlReason(f.html);
    if (unsafe) ctx.report('layout', i, `${p}.html: ${unsafe}`);
  });
}

/** 'store/kind' → html. */
export type StoredLayout = Map<string, string>;

/** A handful of rows per store: all of them, when the file has any fragment. */
export async function loadLayout(db: Kysely<Database>, views: LooseSections): Promise<StoredLayout> {
  const stored: StoredLayout = new Map();
  if (!views.layout.some((f) => f !== undefined)) return stored;
  for (const f of await db.selectFrom('layout_fragments').selectAll().execute())
    stored.set(`${f.store}/${f.kind}`, f.html);
  return stored;
}

export type LayoutPlan = { store: string; kind: string; html: string }[];

export function planLayout(records: readonly TLayoutFragment[], stored: StoredLayout, tally: Tally): LayoutPlan {
  const plan: LayoutPlan = [];
  for (const f of records) {
    const storedHtml = stored.get(`${f.store}/${f.kind}`);
    if (tally('layout', storedHtml, storedHtml === f.html)) plan.push({ store: f.store, kind: f.kind, html: f.html });
  }
  return plan;
}

export async function writeLayout(trx: Kysely<Database>, plan: LayoutPlan): Promise<void> {
  await upsert(trx, 'layout_fragments', plan, ['store', 'kind']);
}
