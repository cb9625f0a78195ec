/**
 * Writes .br and .gz beside every built asset, so the server sends them precompressed (no compression work per
 * request) to browsers that accept them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The customer portal's build, its pre-rendered pages (scripts/prerender.ts) and the staff console's build.
const roots = ['dist/web', 'dist/web-pages', 'dist/staff']
  .map((dir) => path.resolve(dir))
  .filter((dir) => fs.existsSync(dir));
const compressible = /\.(js|css|html|svg|json|txt)$/;

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of roots.flatMap(walk)) {
  if (!compressible.test(file)) continue;
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`precompressed ${count} assets (br, gz)`);
