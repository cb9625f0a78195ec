import type { Store } from '../../../shared/stores.js';
import type { LayoutFragmentKind } from '../../../shared/schemas/site.js';
import type { AppContext } from '../../context.js';
import { loadOnce } from '../../lib/load-once.js';
import { storedFragment } from './repository.js';

/** Characters of stored and sanitised text kept at most: the demo's 60 fragments hold about 50,000. */
export const SANITISED_KEPT_CHARS = 2_000_000;

/**
 * `sanitise` run once per text: the page shell asks for its product menu and footer on every page view (the side
 * menu when it is opened), and sanitising one took about 40 µs, more than the rest of its call. What the policy
 * makes of a text depends on the text alone, so the result is kept under the text itself: a fragment the import
 * changes is a new text, sanitised at its first call, and nothing kept can be stale. The texts served least recently
 * go first once more than `maxChars` are kept.
 */
export function sanitisedOnce(
  sanitise: (html: string) => Promise<string>,
  maxChars = SANITISED_KEPT_CHARS,
): (html: string) => Promise<string> {
  const kept = new Map<string, string>();
  let chars = 0;
  return async (html) => {
    const hit = kept.get(html);
    if (hit !== undefined) {
      // Served again: it moves to the back of the line to go.
      kept.delete(html);
      kept.set(html, hit);
      return hit;
    }
    const clean = await sanitise(html);
    if (!kept.has(html) && html.length + clean.length <= maxChars) {
      kept.set(html, clean);
      chars += html.length + clean.length;
      for (const [text, value] of kept) {
        if (chars <= maxChars) break;
        kept.delete(text);
        chars -= text.length + value.length;
      }
    }
    return clean;
  };
}

/** The layout HTML policy's sanitiser (sanitize-html, htmlparser2, postcss), imported at the first fragment. */
const htmlPolicy = loadOnce(() => import('./html-policy.js'));
const sanitised = sanitisedOnce(async (html) => (await htmlPolicy()).sanitizeFragment(html));

/** The store's fragment, sanitised by the layout HTML policy; null when the store has none of that kind. */
export async function layoutFragment(ctx: AppContext, store: Store, kind: LayoutFragmentKind): Promise<string | null> {
  const html = await storedFragment(ctx.db, store, kind);
  return html === undefined ? null : sanitised(html);
}
