import { useLayoutHtml } from './api/get-layout.js';
import type { LayoutKind } from './config.js';
import classes from './PageShell.module.css';

/**
 * A store layout fragment. The HTML is injected as is ONLY because the server sanitises it (an allow-list of
 * elements and attributes, no scripts, no event handlers, no javascript: links) before it answers; never pass
 * HTML from anywhere else to this component. With a `label` it is a named navigation landmark. Nothing at all
 * is rendered while the fragment is loading, missing or failed.
 */
export function LayoutHtml({
  kind,
  className,
  label,
  caption,
}: {
  kind: LayoutKind;
  className?: string;
  /** Makes the fragment a navigation landmark with this name. */
  label?: string;
  /** A small visible heading above the fragment (the landmark's name already says it to screen readers). */
  caption?: string;
}) {
  const html = useLayoutHtml(kind);
  if (html === null) return null;
  const content = <div className={className} data-layout={kind} dangerouslySetInnerHTML={{ __html: html }} />;
  if (!label) return content;
  return (
    <nav aria-label={label}>
      {caption && (
        <div className={classes.caption} aria-hidden>
          {caption}
        </div>
      )}
      {content}
    </nav>
  );
}
