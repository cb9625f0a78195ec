import type { Plugin } from 'vite';

/** The module of `useId` in @mantine/hooks, as the bundler resolves it (either separator). */
export const MANTINE_USE_ID = /[/\\]@mantine[/\\]hooks[/\\]esm[/\\]use-id[/\\]use-id\.mjs$/;

/**
 * What both apps' builds put in place of that module: the given id, else React's id for the component, which is
 * what Mantine's own hook renders first. Mantine's hook then swaps it for a random id in a layout effect on mount;
 * that state update, in the commit of every input, radio and popover, is synchronous, and it made React run all the
 * first render's passive effects (the first screen's calls starting) in the commit's task: one task of 120–180 ms on
 * a phone (CPU slowed 4x). React's id is unique within an app's one root and stable for the component's life
 * (docs/decisions/0047-first-render-in-short-tasks.md).
 */
export const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/[^\\w-]/g, '');
}
`;

/** The build plugin that gives Mantine's components STABLE_USE_ID. */
export function stableMantineIds(): Plugin {
  return {
    name: 'stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id.split('?')[0]!) ? STABLE_USE_ID : null;
    },
  };
}
