import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FLOATING_UI_ESM,
  FLOATING_UI_IMPORT,
  MANTINE_SCROLL_AREA,
  mergeRefsSource,
  scrollAreaMergeRefs,
} from './scroll-area-merge-refs.js';

const FLOATING_UI = fs.readFileSync(path.resolve('node_modules/@floating-ui/react', FLOATING_UI_ESM), 'utf8');
const SCROLL_AREA_FILE = path.resolve('node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs');

type Ref = ((value: unknown) => void | (() => void)) | { current: unknown } | null;

/** useMergeRefs from the extracted text, run with a React whose hooks simply call or return what they are given. */
function extractedMergeRefs(): (refs: Ref[]) => ((value: unknown) => void) | null {
  const react = {
    useRef: (initial: unknown) => ({ current: initial }),
    useCallback: (callback: unknown) => callback,
    useMemo: (make: () => unknown) => make(),
  };
  return new Function('React', `${mergeRefsSource(FLOATING_UI)}\nreturn useMergeRefs;`)(react);
}

describe('ScrollArea without @floating-ui/react (scripts/build/scroll-area-merge-refs.ts)', () => {
  it('finds the import in the ScrollArea module the bundler reads, and puts the build’s module in its place', () => {
    expect(MANTINE_SCROLL_AREA.test(SCROLL_AREA_FILE)).toBe(true);
    const code = fs.readFileSync(SCROLL_AREA_FILE, 'utf8');
    const plugin = scrollAreaMergeRefs() as unknown as {
      transform(code: string, id: string): string | null;
      resolveId(id: string): string | null;
      load(id: string): string | null;
    };
    const changed = plugin.transform(code, SCROLL_AREA_FILE)!;
    expect(code).toContain(FLOATING_UI_IMPORT);
    expect(changed).not.toContain('@floating-ui/react');
    expect(changed).toContain('from "virtual:floating-ui-merge-refs"');
    expect(plugin.transform(code, '/elsewhere/Popover.mjs')).toBeNull();
    expect(plugin.load(plugin.resolveId('virtual:floating-ui-merge-refs')!)).toMatch(
      /^import \* as React from 'react';\nfunction useMergeRefs\(refs\) \{[\s\S]*\}\nexport \{ useMergeRefs \};\n$/,
    );
  });

  it('fails the build when ScrollArea or @floating-ui/react has changed shape', () => {
    const plugin = scrollAreaMergeRefs() as unknown as { transform(code: string, id: string): string | null };
    expect(() => plugin.transform('import { useMergeRefs } from "./elsewhere";', SCROLL_AREA_FILE)).toThrow();
    expect(() => mergeRefsSource('export const nothing = 1;\n')).toThrow(/no longer has useMergeRefs/);
    const callsMore = FLOATING_UI.replace(
      'const cleanupRef = React.useRef(undefined);',
      'const cleanupRef = useLatestRef();',
    );
    expect(() => mergeRefsSource(callsMore)).toThrow(/useLatestRef/);
  });

  it('merges an object ref and a callback ref, and runs the callback’s cleanup when the element goes', () => {
    const objectRef = { current: null as unknown };
    const seen: unknown[] = [];
    const callbackRef = (value: unknown) => {
      seen.push(value);
      return () => seen.push('cleaned');
    };
    const merged = extractedMergeRefs()([objectRef, callbackRef, null])!;
    merged('element');
    expect(objectRef.current).toBe('element');
    merged(null);
    expect(objectRef.current).toBeNull();
    expect(seen).toEqual(['element', 'cleaned']);
    expect(extractedMergeRefs()([null, null])).toBeNull();
  });
});
