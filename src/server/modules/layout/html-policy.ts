import sanitizeHtml from 'sanitize-html';

/**
 * The one policy for layout fragments, the operator's HTML inserted into the page shell (product menu, side
 * menu, footer). The import refuses a fragment from which this policy would remove an element or an attribute,
 * and the server sanitises with it again when serving, so what is stored and what is served obey the same rules
 * (docs/decisions/0007-layout-html-policy.md).
 *
 * - Elements: simple menu markup only. Code and foreign markup (script, style, svg...) is dropped with its
 *   content; any other element is unwrapped, its text kept.
 * - Attributes: `href` on links and `class` anywhere (plain class names only); nothing else, so no event
 *   handler, style or id.
 * - Links: https, or relative to the portal (a path, a query, a fragment, or `//host/...`, which keeps the
 *   page's own scheme). Plain http, javascript:, data:, mailto: and every other scheme are dropped.
 */

const LAYOUT_TAGS = ['ul', 'ol', 'li', 'a', 'nav', 'p', 'span', 'strong', 'em', 'h2', 'h3', 'div'];

/** Elements whose content is code, foreign markup or form state: dropped together with what they hold. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'option',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'select',
  'head',
];

const CLASS_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export const LAYOUT_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: LAYOUT_TAGS,
  allowedAttributes: { a: ['href'] },
  allowedClasses: { '*': [CLASS_NAME] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
};

/** The fragment as the page may show it. */
export function sanitizeFragment(html: string): string {
  return sanitizeHtml(html, LAYOUT_HTML_POLICY);
}

/** A link's scheme as a browser reads it (control characters and spaces inside it ignored), lower case. */
function schemeOf(href: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
}

function attributeReason(name: string, value: string): string {
  if (/^on/i.test(name)) return 'contains an event handler attribute';
  if (name === 'class') return 'contains a class attribute with other than plain class names';
  if (name !== 'href') return `contains a ${name} attribute`;
  const scheme = schemeOf(value);
  if (scheme === 'http') return 'contains a plain http link (use https or a relative path)';
  if (scheme === 'javascript' || scheme === 'vbscript' || scheme === 'data') return 'contains a script or data link';
  if (scheme === undefined) return 'contains an empty link';
  return `contains a ${scheme}: link (use https or a relative path)`;
}

/**
 * Why the policy would change a fragment (the first thing it would remove), or undefined when it keeps it
 * whole. The decision is the sanitiser's: each tag is seen as it parses it, with the attributes it dropped.
 */
export function unsafeHtmlReason(html: string): string | undefined {
  const opened: { name: string; before: Record<string, string>; after: Record<string, string> }[] = [];
  sanitizeHtml(html, {
    ...LAYOUT_HTML_POLICY,
    // The sanitiser deletes a refused attribute from this very object, so `after` shows what it kept.
    onOpenTag: (name, attribs) => opened.push({ name, before: { ...attribs }, after: attribs }),
  });
  for (const tag of opened) {
    if (!LAYOUT_TAGS.includes(tag.name)) return `contains a <${tag.name}> element`;
    for (const [name, value] of Object.entries(tag.before)) {
      const kept = name in tag.after;
      const plainClasses = name !== 'class' || value.split(/\s+/).every((c) => c === '' || CLASS_NAME.test(c));
      if (!kept || !plainClasses) return attributeReason(name, value);
    }
  }
  return undefined;
}
