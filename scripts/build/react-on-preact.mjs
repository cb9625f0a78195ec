/**
 * What the portal's build gives for `import … from 'react'`: Preact's React-compatible layer (decision 0039), with
 * React 19's `Activity` added (Mantine's Tabs and Tree import it for panels kept mounted): a hidden activity
 * renders nothing, a visible one its children; and React's controlled inputs (`preact-controlled.mjs`). The staff console is built with React itself. (JavaScript: Preact's
 * layer is typed as one `export =`, which TypeScript cannot re-export with `export *`.)
 */
import { createElement, Fragment } from 'preact';
import './preact-controlled.mjs';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** @param {{ mode?: 'visible' | 'hidden', children?: import('preact').ComponentChildren }} props */
export function Activity(props) {
  return props.mode === 'hidden' ? null : createElement(Fragment, null, props.children);
}
