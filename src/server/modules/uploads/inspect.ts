import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import yauzl from 'yauzl';
import type { UPLOAD_EXTENSIONS } from '../../../shared/limits.js';

/**
 * A file is judged by what it is, not by its first bytes (docs/rules/products.md#uploads): images must decode
 * and are re-encoded, which also drops location and camera metadata customers do not mean to send; PDFs must
 * parse and have a page; ZIPs must have a readable central directory and inflate within sane limits (no bombs).
 */
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

export type Inspection =
  /** `bytes`: the re-encoded image to keep instead of the upload; absent for a file kept as it came. */
  { ok: true; bytes?: Buffer } | { ok: false; reason: string };

/** An image larger than this (in pixels) is refused before it is decoded: a small file can claim huge sizes. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** A ZIP may hold this many entries, inflating to this many bytes in all. */
export const ZIP_MAX_ENTRIES = 1000;
export const ZIP_MAX_INFLATED_BYTES = 100 * 1024 * 1024;

export async function inspectUpload(file: string, ext: UploadExtension): Promise<Inspection> {
  try {
    if (ext === 'pdf') return await inspectPdf(file);
    if (ext === 'zip') return await inspectZip(file);
    return { ok: true, bytes: await reencodeImage(file, ext) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

async function reencodeImage(file: string, ext: Exclude<UploadExtension, 'pdf' | 'zip'>): Promise<Buffer> {
  // failOn 'warning': a truncated or corrupt image is an error, not a half-decoded picture.
  const image = sharp(file, { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS, animated: ext !== 'jpg' })
    // Turn the picture as its orientation tag says, since the tag goes with the rest of the metadata.
    .autoOrient();
  switch (ext) {
    case 'jpg':
      return image.jpeg({ quality: 90 }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

async function inspectPdf(file: string): Promise<Inspection> {
  const document = await PDFDocument.load(await fs.promises.readFile(file), {
    ignoreEncryption: true,
    throwOnInvalidObject: true,
    updateMetadata: false,
  });
  return document.getPageCount() > 0 ? { ok: true } : { ok: false, reason: 'PDF without pages' };
}

/** Reads the central directory and inflates every entry, counting, without writing anything anywhere. */
async function inspectZip(file: string): Promise<Inspection> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  try {
    if (zip.entryCount > ZIP_MAX_ENTRIES) return { ok: false, reason: `ZIP with ${zip.entryCount} entries` };
    let inflated = 0;
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) return { ok: true };
      if (entry.uncompressedSize > ZIP_MAX_INFLATED_BYTES - inflated) {
        return { ok: false, reason: 'ZIP inflates beyond the limit' };
      }
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream) {
        inflated += (chunk as Buffer).length;
        if (inflated > ZIP_MAX_INFLATED_BYTES) {
          stream.destroy();
          return { ok: false, reason: 'ZIP inflates beyond the limit' };
        }
      }
    }
  } finally {
    zip.close();
  }
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanUp = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => {
      cleanUp();
      resolve(entry);
    };
    const onEnd = () => {
      cleanUp();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}
