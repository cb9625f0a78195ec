import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
let prepared = false;

/**
 * What a printed return label carries, read as a counter clerk's scanner would: the PDF rendered to PNG by poppler's
 * pdftoppm, its barcodes decoded by zxing. Answers each barcode's format and text.
 */
export async function decodeLabel(pdf: Buffer): Promise<Record<string, string>> {
  if (!prepared) {
    const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
    prepared = true;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-label-'));
  try {
    const file = path.join(dir, 'label.pdf');
    fs.writeFileSync(file, pdf);
    // The label's upper half, where the barcodes are, at 150 dpi.
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      '-W',
      '1240',
      '-H',
      '900',
      file,
      path.join(dir, 'page'),
    ]);
    const png = fs.readFileSync(path.join(dir, 'page-1.png'));
    const found = await readBarcodes(new Blob([png], { type: 'image/png' }), { formats: [] });
    return Object.fromEntries(found.map((barcode) => [barcode.format, barcode.text]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
