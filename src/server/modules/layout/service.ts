import type { Store } from '../../../shared/stores.js';
import type { LayoutFragmentKind } from '../../../shared/schemas/site.js';
import { sanitizeFragment } from './html-policy.js';
import type { LayoutRepository } from './repository.js';

export function layoutService(repo: LayoutRepository) {
  return {
    /** The store's fragment, sanitised by the layout HTML policy; null when the store has none of that kind. */
    async fragment(store: Store, kind: LayoutFragmentKind): Promise<string | null> {
      const html = await repo.fragment(store, kind);
      return html === undefined ? null : sanitizeFragment(html);
    },
  };
}
