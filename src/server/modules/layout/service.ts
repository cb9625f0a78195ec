import type { Store } from '../../../shared/stores.js';
import type { LayoutFragmentKind } from '../../../shared/schemas/site.js';
import type { LayoutRepository } from './repository.js';

/**
 * Layout fragments are operator data inserted into the portal's page as HTML, so they are sanitised when
 * served: a whitelist of elements and attributes, everything else dropped. Elements whose content is code
 * or foreign markup (script, style, svg...) are dropped with their content; other unknown elements are
 * unwrapped (their text kept). Text is re-escaped and open elements are closed at the end, so a fragment
 * cannot break out into the page around it.
 */

const ALLOWED_ELEMENTS = new Set(['ul', 'ol', 'li', 'a', 'nav', 'p', 'span', 'strong', 'em', 'h2', 'h3', 'div']);

const DROPPED_WITH_CONTENT = new Set([
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
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'select',
  'head',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Decodes character references in an attribute value, so `jav&#x61;script:` is seen for what it is. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text between tags: kept, with anything that could start markup escaped; character references stay. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Drops C0 and C1 control characters (and spaces too, when asked). */
function withoutControls(value: string, spaces: boolean): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || (spaces && code === 0x20)) continue;
    out += ch;
  }
  return out;
}

/** An http(s) link or a relative one; anything with another scheme (javascript:, data:, vbscript:) is not. */
export function isSafeHref(raw: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const value = withoutControls(decodeEntities(raw), true);
  if (value === '') return false;
  const scheme = /^([^/?#]*?):/.exec(value);
  if (!scheme) return true;
  return /^https?$/i.test(scheme[1]!);
}

function sanitizeClass(raw: string): string {
  return decodeEntities(raw)
    .split(/\s+/)
    .filter((c) => /^[A-Za-z0-9_-]{1,64}$/.test(c))
    .slice(0, 20)
    .join(' ');
}

function openTag(name: string, attributes: Map<string, string>): string {
  let out = `<${name}`;
  const href = name === 'a' ? attributes.get('href') : undefined;
  const cls = attributes.get('class');
  if (href !== undefined && isSafeHref(href)) {
    const clean = withoutControls(decodeEntities(href), false).trim();
    out += ` href="${escapeAttribute(clean)}"`;
  }
  const classes = cls === undefined ? '' : sanitizeClass(cls);
  if (classes) out += ` class="${escapeAttribute(classes)}"`;
  return `${out}>`;
}

interface Tag {
  closing: boolean;
  name: string;
  attributes: Map<string, string>;
  /** Index just past the tag's '>'. */
  end: number;
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/**
 * Reads the tag starting at `start` (a '<'), the way HTML's tokenizer splits names and attributes.
 * 'text' when the '<' starts no tag; 'eof' when the tag never ends (then nothing after it can be markup).
 * One pass over the tag's characters, so hostile input costs linear time.
 */
function readTag(html: string, start: number): Tag | 'text' | 'eof' {
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  if (!/[a-zA-Z]/.test(html[i] ?? '')) return 'text';
  const nameStart = i;
  while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(nameStart, i).toLowerCase();
  const attributes = new Map<string, string>();
  for (;;) {
    while (i < html.length && (isSpace(html[i]) || html[i] === '/')) i++;
    if (i >= html.length) return 'eof';
    if (html[i] === '>') return { closing, name, attributes, end: i + 1 };
    const attrStart = i;
    i++;
    while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i++;
    const attrName = html.slice(attrStart, i).toLowerCase();
    let j = i;
    while (j < html.length && isSpace(html[j])) j++;
    let value = '';
    if (html[j] === '=') {
      j++;
      while (j < html.length && isSpace(html[j])) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        if (close === -1) return 'eof';
        value = html.slice(j + 1, close);
        j = close + 1;
      } else {
        const valueStart = j;
        while (j < html.length && !isSpace(html[j]) && html[j] !== '>') j++;
        value = html.slice(valueStart, j);
      }
      i = j;
    }
    // The first of repeated attributes wins, as in browsers.
    if (!attributes.has(attrName)) attributes.set(attrName, value);
  }
}

/** Index just past the end tag of a raw-content element (script, style...), or the end of input. */
function skipContent(html: string, from: number, name: string): number {
  const end = new RegExp(`</${name}[\\s/>]`, 'gi');
  end.lastIndex = from;
  const close = end.exec(html);
  if (!close) return html.length;
  const gt = html.indexOf('>', close.index);
  return gt === -1 ? html.length : gt + 1;
}

export function sanitizeFragment(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      // Doctype, CDATA, processing instruction: nothing a fragment needs.
      const end = html.indexOf('>', lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (tag === 'text') {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    if (tag === 'eof') {
      out += escapeText(html.slice(lt));
      break;
    }
    i = tag.end;
    if (!tag.closing && DROPPED_WITH_CONTENT.has(tag.name)) {
      i = skipContent(html, i, tag.name);
      continue;
    }
    if (!ALLOWED_ELEMENTS.has(tag.name)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) continue;
      // Close what was left open inside it, so the output stays well nested.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += openTag(tag.name, tag.attributes);
    open.push(tag.name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

export function layoutService(repo: LayoutRepository) {
  return {
    /** The store's fragment, sanitised; null when the store has none of that kind. */
    async fragment(store: Store, kind: LayoutFragmentKind): Promise<string | null> {
      const html = await repo.fragment(store, kind);
      return html === undefined ? null : sanitizeFragment(html);
    },
  };
}
