import { LANGUAGE_TAG, type Language } from '../../../../shared/languages.js';
import type { Translate } from '../strings.js';

/**
 * The one layout of every e-mail (docs/mail.md): a template gives blocks, the layout writes them as HTML and as
 * plain text. Every text is escaped in the HTML, ours and the customer's alike; links must be http(s).
 */
export type Block =
  | { kind: 'text'; text: string }
  /** Label and value pairs: the RMA number, amounts, tracking. */
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'steps'; title: string; items: string[] }
  /** Someone's own words (the customer's message, staff's reply), line breaks kept. */
  | { kind: 'quote'; title: string; text: string }
  | { kind: 'note'; text: string };

export interface MailContent {
  subject: string;
  heading: string;
  /** Customers are greeted and signed off to; staff alerts are neither. */
  audience: 'customer' | 'staff';
  /** The customer's name, when known. */
  name?: string | undefined;
  blocks: Block[];
}

export interface LayoutEnv {
  language: Language;
  t: Translate;
  /** The store's region name (English, as in every page title). */
  region: string;
  portalUrl: string;
}

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

const FONT =
  "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Hiragino Sans'," +
  "'Hiragino Kaku Gothic ProN','Noto Sans CJK JP','Noto Sans CJK TC','Microsoft JhengHei',Meiryo,sans-serif";
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#1864ab';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A link target: only http(s), so no `javascript:` or `data:` URL can reach an e-mail. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`Not a web link: ${url}`);
  return parsed.href;
}

const paragraph = (text: string, style = `margin:0 0 16px;color:${INK};`) =>
  `<p style="${style}">${escapeHtml(text)}</p>`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'text':
      return paragraph(block.text);
    case 'note':
      return paragraph(block.text, `margin:0 0 16px;color:${MUTED};font-size:13px;`);
    case 'facts':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse;">` +
        block.rows
          .map(
            (row) =>
              `<tr><td style="padding:4px 16px 4px 0;color:${MUTED};vertical-align:top;">${escapeHtml(row.label)}</td>` +
              // A tracking number is one long word: it wraps rather than widening the e-mail past a phone's screen.
              `<td style="padding:4px 0;color:${INK};font-weight:600;overflow-wrap:anywhere;word-break:break-word;">` +
              `${escapeHtml(row.value)}</td></tr>`,
          )
          .join('') +
        `</table>`
      );
    case 'button':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:4px 0 24px;"><tr>` +
        `<td style="border-radius:6px;background:${ACCENT};"><a href="${escapeHtml(safeUrl(block.url))}" ` +
        `style="display:inline-block;padding:12px 22px;color:#ffffff;font-weight:600;text-decoration:none;">` +
        `${escapeHtml(block.label)}</a></td></tr></table>`
      );
    case 'steps':
      return (
        `<p style="margin:0 0 8px;color:${INK};font-weight:600;">${escapeHtml(block.title)}</p>` +
        `<ol style="margin:0 0 16px;padding-left:22px;color:${INK};">` +
        block.items.map((item) => `<li style="margin:0 0 6px;">${escapeHtml(item)}</li>`).join('') +
        `</ol>`
      );
    case 'quote':
      return (
        `<p style="margin:0 0 8px;color:${INK};font-weight:600;">${escapeHtml(block.title)}</p>` +
        `<div style="margin:0 0 20px;padding:12px 16px;border-left:4px solid #cbd2d9;background:#f5f7fa;color:${INK};">` +
        escapeHtml(block.text).replace(/\r?\n/g, '<br>') +
        `</div>`
      );
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'text':
    case 'note':
      return block.text;
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'button':
      return `${block.label}:\n${safeUrl(block.url)}`;
    case 'steps':
      return [block.title, ...block.items.map((item, i) => `${i + 1}. ${item}`)].join('\n');
    case 'quote':
      return [block.title, ...block.text.split(/\r?\n/).map((line) => `> ${line}`)].join('\n');
  }
}

function greetingOf(content: MailContent, t: Translate): string[] {
  if (content.audience !== 'customer') return [];
  return [content.name ? t('layout', 'greeting', { name: content.name }) : t('layout', 'greetingNoName')];
}

export function renderLayout(content: MailContent, env: LayoutEnv): Rendered {
  const { t } = env;
  const greeting = greetingOf(content, t);
  const signOff = content.audience === 'customer' ? [t('layout', 'signOff'), t('layout', 'team')] : [];
  const footer = [t('layout', 'automatic'), t('layout', 'portal', { url: env.portalUrl })];
  const brand = `${t('layout', 'brand')} | ${env.region}`;
  const html =
    `<!doctype html><html lang="${LANGUAGE_TAG[env.language]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#eef1f4;font-family:${FONT};font-size:15px;line-height:1.6;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f4;"><tr>` +
    `<td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ` +
    `style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">` +
    `<tr><td style="padding:18px 32px;background:${ACCENT};color:#ffffff;font-size:16px;font-weight:600;">` +
    `${escapeHtml(brand)}</td></tr>` +
    `<tr><td style="padding:28px 32px 12px;">` +
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${INK};">${escapeHtml(content.heading)}</h1>` +
    greeting.map((line) => paragraph(line)).join('') +
    content.blocks.map(blockHtml).join('') +
    (signOff.length ? `<p style="margin:0 0 16px;color:${INK};">${signOff.map(escapeHtml).join('<br>')}</p>` : '') +
    `</td></tr>` +
    `<tr><td style="padding:16px 32px;background:#f5f7fa;color:${MUTED};font-size:12px;line-height:1.5;">` +
    footer.map(escapeHtml).join('<br>') +
    `</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    ...greeting,
    ...content.blocks.map(blockText),
    ...(signOff.length ? [signOff.join('\n')] : []),
    `--\n${footer.join('\n')}`,
  ].join('\n\n');
  return { subject: content.subject, html, text: `${text}\n` };
}
