// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { act, createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { STABLE_USE_ID, stableMantineIds } from './mantine-use-id.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mantine's own module, where the bundler finds it. */
const MANTINE_FILE = path.resolve('node_modules/@mantine/hooks/esm/use-id/use-id.mjs');

type UseId = (staticId?: string) => string;

/** Renders two components that each ask for an id and a given one; counts their renders. */
async function renderWith(useId: UseId) {
  const seen: { id: string; given: string }[] = [];
  let renders = 0;
  function Field() {
    renders += 1;
    const id = useId();
    const given = useId('given-id');
    seen.push({ id, given });
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(createElement(StrictMode, null, createElement(Field), createElement(Field))));
  act(() => root.unmount());
  return { renders, seen };
}

/** The replacement module, loaded from beside node_modules so that its `react` import resolves. */
async function stableUseId(): Promise<UseId> {
  const dir = path.resolve('node_modules/.cache/stable-use-id-test');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `use-id-${process.pid}.mjs`);
  fs.writeFileSync(file, STABLE_USE_ID);
  try {
    return ((await import(pathToFileURL(file).href)) as { useId: UseId }).useId;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe("Mantine's useId in the builds (scripts/build/mantine-use-id.ts)", () => {
  it("finds @mantine/hooks' module where the installed version has it, and only that one", () => {
    expect(fs.existsSync(MANTINE_FILE)).toBe(true);
    const load = stableMantineIds().load as (id: string) => string | null;
    expect(load(MANTINE_FILE)).toBe(STABLE_USE_ID);
    expect(load(MANTINE_FILE.replaceAll('/', '\\'))).toBe(STABLE_USE_ID);
    expect(load(path.resolve('node_modules/@mantine/hooks/esm/use-id-other/use-id.mjs'))).toBeNull();
    expect(load(path.resolve('src/web/main.tsx'))).toBeNull();
  });

  it("renders each component once (StrictMode's double render aside), where Mantine's own hook renders it again", async () => {
    const mantine = (await import(pathToFileURL(MANTINE_FILE).href)) as { useId: UseId };
    // Mantine's: two components × StrictMode's two renders, then the random id's update: two more each.
    expect((await renderWith(mantine.useId)).renders).toBeGreaterThan(4);
    expect((await renderWith(await stableUseId())).renders).toBe(4);
  });

  it('gives each component its own id, usable in a selector, and the given id when there is one', async () => {
    const { seen } = await renderWith(await stableUseId());
    const ids = new Set(seen.map((s) => s.id));
    expect(ids.size).toBe(2);
    for (const { id, given } of seen) {
      expect(id).toMatch(/^mantine-[\w-]+$/);
      expect(given).toBe('given-id');
    }
  });
});
