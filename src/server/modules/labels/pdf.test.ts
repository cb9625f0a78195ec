import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { makeLabelPdf, type LabelDocument } from './pdf.js';

/**
 * The label as a printer sees it: rendered to PNG by poppler's pdftoppm, then read back by a barcode decoder
 * (zxing) and a text extractor (pdftotext), so the barcodes are checked by what they decode to, not by how they
 * were drawn.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'label-pdf-'));
const require = createRequire(import.meta.url);

beforeAll(() => {
  const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    fireImmediately: true,
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const LABEL: LabelDocument = {
  rmaNo: 'RMA00012345',
  trackingNo: 'RL12345678900',
  language: 'jp',
  region: 'others',
  returnCentre: { name: 'Returns Centre Japan', lines: ['大阪府大阪市北区梅田3-1-1', '530-0001', '日本'] },
  customer: ['山田 太郎', '東京都渋谷区神南1-2-3', '150-0041', '日本', '+81 90 1234 5678'],
  lines: [
    { lineNo: 1, product: 'Nova Aurora X7 USB DAC', serialNumber: 'SN-0001' },
    { lineNo: 2, product: 'ワイヤレスイヤホン <Pro> & Co', serialNumber: 'SN-0002' },
  ],
  at: new Date('2025-03-01T10:00:00.000Z'),
};

async function render(label: LabelDocument, name: string) {
  const pdf = await makeLabelPdf(label);
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  // The label's upper half, where the barcodes are, at 150 dpi (a Code 128 module is 3 pixels).
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
    path.join(dir, name),
  ]);
  const png = fs.readFileSync(path.join(dir, `${name}-1.png`));
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
  return { pdf, png, text, pages };
}

describe('the label PDF', { timeout: 60_000 }, () => {
  it('carries the RMA number as a Code 128 barcode and as a QR code, each readable after printing', async () => {
    const { png } = await render(LABEL, 'jp');
    const found = await readBarcodes(new Blob([png], { type: 'image/png' }), { formats: [] });
    const byFormat = Object.fromEntries(found.map((b) => [b.format, b.text]));
    expect(byFormat).toMatchObject({ Code128: 'RMA00012345', QRCode: 'RMA00012345' });
    expect(found).toHaveLength(2);
  });

  it('writes the number beside each barcode, the tracking reference, the return centre and the packing slip', async () => {
    const label = { ...LABEL, language: 'en' as const, customer: ['Ann Lee', '1 Main Street', 'London N1 9GU'] };
    const { text } = await render(label, 'en');
    expect(text.match(/RMA00012345/g)?.length).toBeGreaterThanOrEqual(3);
    for (const expected of ['RL12345678900', 'Returns Centre Japan', 'Ann Lee', 'Packing slip', 'SN-0001', 'SN-0002'])
      expect(text).toContain(expected);
    // The regional instructions of the status page, "others" here.
    expect(text.replace(/\s+/g, ' ')).toContain('drop it off with the carrier named on the label, or book a pick-up');
  });

  it('sets Japanese, Chinese and Polish text, and markup-like text as plain text', async () => {
    for (const language of ['jp', 'tw', 'pl'] as const) {
      const { pdf, png } = await render({ ...LABEL, language }, `lang-${language}`);
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      const found = await readBarcodes(new Blob([png], { type: 'image/png' }), { formats: [] });
      expect(found.map((b) => b.text)).toEqual(['RMA00012345', 'RMA00012345']);
    }
  });

  it('continues the packing slip on further pages', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({
      lineNo: i + 1,
      product: `Product ${i + 1}`,
      serialNumber: `SN-${i + 1}`,
    }));
    const { text, pages } = await render({ ...LABEL, language: 'en', lines }, 'long');
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('SN-50');
  });
});
