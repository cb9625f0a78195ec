import type { Store } from '../../../shared/stores.js';
import type { LayoutFragmentKind } from '../../../shared/schemas/site.js';
import type { AppContext } from '../../context.js';
import { sanitizeFragment } from './html-policy.js';
import { storedFragment } from './repository.js';

/** The store's fragment, sanitised by the layout HTML policy; null when the store has none of that kind. */
export async function layoutFragment(ctx: AppContext, store: Store, kind: LayoutFragmentKind): Promise<string | null> {
  const html = await storedFragment(ctx.db, store, kind);
  return html === undefined ? null : sanitizeFragment(html);
}
