import { useLayoutHtml } from './useLayoutHtml.js';
import type { LayoutKind } from './config.js';

/**
 * A store layout fragment. The HTML is injected as is ONLY because the server sanitises it (an allow-list of
 * elements and attributes, no scripts, no event handlers, no javascript: links) before it answers; never pass
 * HTML from anywhere else to this component. With a `label` it is a named navigation landmark. Nothing at all
 * is rendered while the fragment is loading, missing or failed.
 */
export function LayoutHtml({ kind, className, label }: { kind: LayoutKind; className?: string; label?: string }) {
  const html = useLayoutHtml(kind);
  if (html === null) return null;
  const content = <div className={className} data-layout={kind} dangerouslySetInnerHTML={{ __html: html }} />;
  return label ? <nav aria-label={label}>{content}</nav> : content;
}
