/**
 * Writes docs/data-format.schema.json, the JSON Schema of the operator import file, from the zod schema
 * the importer itself uses (src/server/import/format.ts), so the two cannot drift apart.
 *   node --import tsx scripts/gen-data-schema.ts [--check]
 * With --check it only reports whether the committed file is current (exit 1 when not).
 */
import fs from 'node:fs';
import { z } from 'zod';
import { ZImportFile } from '../src/server/import/format.js';

const target = new URL('../docs/data-format.schema.json', import.meta.url);

function render(): string {
  // 'input': the file as an operator writes it, so fields with defaults are optional.
  const schema = z.toJSONSchema(ZImportFile, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify(
    {
      ...schema,
      description:
        'Operator import file of the returns portal; see docs/data-format.md. Cross-references (unknown SKU, ' +
        'order line, country...) and calendar validity are checked by the importer, not by this schema.',
    },
    null,
    2,
  )}\n`;
}

const text = render();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== text) {
    console.error('docs/data-format.schema.json is out of date: run node --import tsx scripts/gen-data-schema.ts');
    process.exitCode = 1;
  }
} else {
  fs.writeFileSync(target, text);
  console.log(`wrote ${target.pathname}`);
}
