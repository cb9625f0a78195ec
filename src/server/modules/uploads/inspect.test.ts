import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectUpload, ZIP_MAX_INFLATED_BYTES, type UploadExtension } from './inspect.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-inspect-'));
let n = 0;
const fileOf = (bytes: Buffer | Uint8Array) => {
  const file = path.join(dir, `f${n++}`);
  fs.writeFileSync(file, bytes);
  return file;
};

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();

/** A ZIP of the given entries, each deflated (as `zip` makes them), with its central directory. */
function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const packed = zlib.deflateRawSync(data);
    const crc = zlib.crc32(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('inspectUpload: images decode and are re-encoded', () => {
  it.each([
    ['png', 'png'],
    ['jpg', 'jpeg'],
    ['webp', 'webp'],
    ['gif', 'gif'],
  ] as const)('keeps a whole %s as a fresh %s', async (ext, format) => {
    const outcome = await inspectUpload(fileOf(await picture(format)), ext);
    expect(outcome.ok).toBe(true);
    const bytes = outcome.ok ? outcome.bytes! : Buffer.alloc(0);
    expect((await sharp(bytes).metadata()).format).toBe(format);
  });

  it('drops location and camera metadata', async () => {
    const withExif = await sharp(await picture('jpeg'))
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const outcome = await inspectUpload(fileOf(withExif), 'jpg');
    expect(outcome.ok && (await sharp(outcome.bytes!).metadata()).exif).toBeFalsy();
  });

  it.each([
    ['a PNG cut off after 45 bytes', async () => (await picture('png')).subarray(0, 45), 'png'],
    ['a JPEG cut in half', async () => ((b: Buffer) => b.subarray(0, b.length / 2))(await picture('jpeg')), 'jpg'],
    ['GIF89a followed by HTML', async () => Buffer.from('GIF89a<html><script>alert(1)</script></html>'), 'gif'],
  ] as const)('refuses %s', async (_what, make, ext) => {
    expect((await inspectUpload(fileOf(await make()), ext as UploadExtension)).ok).toBe(false);
  });
});

describe('inspectUpload: PDFs parse', () => {
  it('keeps a PDF with a page, as it came', async () => {
    const document = await PDFDocument.create();
    document.addPage();
    expect(await inspectUpload(fileOf(await document.save()), 'pdf')).toEqual({ ok: true });
  });

  it.each([
    ['a PDF header and nothing else', '%PDF-1.7\n'],
    ['a PDF header followed by HTML', '%PDF-1.4\n<html><body>not a document</body></html>'],
  ])('refuses %s', async (_what, text) => {
    expect((await inspectUpload(fileOf(Buffer.from(text)), 'pdf')).ok).toBe(false);
  });
});

describe('inspectUpload: ZIPs are read, not trusted', () => {
  it('keeps a ZIP of a few files', async () => {
    const zip = zipOf([
      { name: 'receipt.txt', data: Buffer.from('Order US1000101, 12 March') },
      { name: 'photos/side.txt', data: Buffer.alloc(2048, 7) },
    ]);
    expect(await inspectUpload(fileOf(zip), 'zip')).toEqual({ ok: true });
  });

  it('refuses a ZIP bomb: a small file that inflates beyond the limit', async () => {
    const zip = zipOf([{ name: 'zeros.bin', data: Buffer.alloc(ZIP_MAX_INFLATED_BYTES + 1) }]);
    expect(zip.length).toBeLessThan(4 * 1024 * 1024);
    expect((await inspectUpload(fileOf(zip), 'zip')).ok).toBe(false);
  });

  it("refuses a ZIP whose directory lies about an entry's size", async () => {
    const zip = zipOf([{ name: 'a.bin', data: Buffer.alloc(100_000, 1) }]);
    // The central directory's uncompressed size of the entry says 10 bytes.
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(10, central + 24);
    expect((await inspectUpload(fileOf(zip), 'zip')).ok).toBe(false);
  });

  it.each([
    ['a ZIP signature and nothing else', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
    [
      'a ZIP without its central directory',
      (() => ((b: Buffer) => b.subarray(0, b.length - 60))(zipOf([{ name: 'a.txt', data: Buffer.from('hello') }])))(),
    ],
  ])('refuses %s', async (_what, bytes) => {
    expect((await inspectUpload(fileOf(bytes), 'zip')).ok).toBe(false);
  });
});
