/**
 * The portal's server process: `npm start` runs its build (dist/server/main.js), `npm run dev` this file. It first
 * starts itself again with fewer malloc arenas (lib/malloc-arenas.ts), before any package is loaded, then starts the
 * portal (start.ts).
 */
import { relaunchWithFewMallocArenas } from './lib/malloc-arenas.js';

relaunchWithFewMallocArenas(process);
await import('./start.js');
