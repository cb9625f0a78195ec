import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root: the nearest folder above this module that holds package.json. The server runs from its
 * sources (tests, `npm run dev`) and from the build's bundle in dist/server (`npm start`), where a module's own
 * folder is a different depth below the root; files the server reads beside its sources (the message catalogues,
 * the demo data and pictures, the store's sign-in page) are named from the root, so both find them.
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('project-path: no package.json above the server module');
    dir = parent;
  }
  return dir;
}

let root: string | undefined;

/** A path inside the repository, from its root: `projectPath('src', 'shared', 'messages')`. */
export function projectPath(...segments: string[]): string {
  root ??= findRoot();
  return path.join(root, ...segments);
}
