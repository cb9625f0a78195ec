/**
 * The portal's server process: `npm start` runs its build (dist/server/main.js), `npm run dev` this file. It refuses
 * a Node older than it supports, with a message (lib/node-version.ts). It then starts itself again with fewer malloc
 * arenas (lib/malloc-arenas.ts), before any package is loaded, and then starts the portal (start.ts).
 */
import { relaunchWithFewMallocArenas } from './lib/malloc-arenas.js';
import { unsupportedNode } from './lib/node-version.js';

const unsupported = unsupportedNode(process.versions.node);
if (unsupported) {
  console.error(unsupported);
  process.exit(1);
}
relaunchWithFewMallocArenas(process);
await import('./start.js');
