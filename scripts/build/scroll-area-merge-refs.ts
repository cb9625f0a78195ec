import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Mantine's ScrollArea module, as the bundler resolves it (either separator). */
export const MANTINE_SCROLL_AREA = /[/\\]@mantine[/\\]core[/\\]esm[/\\]components[/\\]ScrollArea[/\\]ScrollArea\.mjs$/;

/** The one import of @floating-ui/react in that module. */
export const FLOATING_UI_IMPORT = 'import { useMergeRefs } from "@floating-ui/react";';

/** @floating-ui/react's ES module, in its package. */
export const FLOATING_UI_ESM = 'dist/floating-ui.react.mjs';

const VIRTUAL_ID = 'virtual:floating-ui-merge-refs';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * `useMergeRefs`'s own text, taken from @floating-ui/react's module: a function of 40 lines that uses React alone.
 * Fails when the module no longer has it in that shape.
 */
export function mergeRefsSource(floatingUiModule: string): string {
  const start = floatingUiModule.indexOf('\nfunction useMergeRefs(refs) {\n');
  const end = floatingUiModule.indexOf('\n}\n', start);
  if (start < 0 || end < 0) throw new Error('@floating-ui/react no longer has useMergeRefs as one function');
  const source = floatingUiModule.slice(start + 1, end + 2);
  // Calls of a plain name (not of a property, such as React.useRef or refs.map) must be of the function's own names.
  const plainCalls = /(?<![.\w$])[A-Za-z_$][\w$]*(?=\()/g;
  const calls = [...source.matchAll(plainCalls)].map((match) => match[0]).filter((name) => !OWN_NAMES.has(name));
  if (calls.length > 0) throw new Error(`useMergeRefs now calls ${calls.join(', ')}: more than React`);
  return source;
}

/** The names useMergeRefs calls that are its own: itself, its locals and parameters. */
const OWN_NAMES = new Set(['useMergeRefs', 'refCallback', 'refCleanup', 'refEffect']);

/** The module the build gives ScrollArea in place of @floating-ui/react: useMergeRefs, and React. */
export function mergeRefsModule(floatingUiModule: string): string {
  return `import * as React from 'react';\n${mergeRefsSource(floatingUiModule)}\nexport { useMergeRefs };\n`;
}

/**
 * The build plugin (docs/decisions/0051-scroll-area-without-floating-ui.md): Mantine's ScrollArea takes one hook of
 * @floating-ui/react, `useMergeRefs`, and with it the bundler gave every page with a ScrollArea (a `Table`, whose
 * scroll container is one) the whole of @floating-ui/react's chunk, 15.5 KB gzip, shared with the popovers that use
 * all of it. ScrollArea gets the hook's own text instead, taken from @floating-ui/react at build time.
 */
export function scrollAreaMergeRefs(): Plugin {
  const require = createRequire(import.meta.url);
  // The ES module (the package's `import` export), not the UMD file `require` would resolve.
  const file = path.join(path.dirname(require.resolve('@floating-ui/react/package.json')), FLOATING_UI_ESM);
  let module: string | undefined;
  return {
    name: 'scroll-area-merge-refs',
    enforce: 'pre',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      module ??= mergeRefsModule(fs.readFileSync(file, 'utf8'));
      return module;
    },
    transform(code, id) {
      if (!MANTINE_SCROLL_AREA.test(id.split('?')[0]!)) return null;
      if (!code.includes(FLOATING_UI_IMPORT)) throw new Error('ScrollArea.mjs no longer imports useMergeRefs so');
      return code.replace(FLOATING_UI_IMPORT, `import { useMergeRefs } from "${VIRTUAL_ID}";`);
    },
  };
}
