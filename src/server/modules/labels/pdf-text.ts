import zlib from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import sharp from 'sharp';
import type { Language } from '../../../shared/languages.js';

/**
 * Text on the label (docs/labels.md#text-and-fonts). pdf-lib writes text in its standard fonts, which cover
 * Western European scripts only (WinAnsi), and embeds other fonts only through fontkit, which the portal does not
 * ship. A block whose every character the standard font can write is written as PDF text; any other block (a
 * Japanese or Chinese address, Polish letters such as ł) is set by Pango through sharp, with the system's fonts
 * (Noto CJK covers Japanese and Chinese), and placed as a grey image at 288 dpi.
 */

/** What draws on one document: its fonts and the characters they can write. */
export interface Pen {
  doc: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  writable: Set<number>;
  /** Pango's font family for the label's language (Japanese and Chinese forms of the same characters differ). */
  family: string;
}

export interface TextBlock {
  lines: string[];
  /** Left edge and top, in points from the page's bottom left. */
  x: number;
  top: number;
  width: number;
  size: number;
  bold?: boolean;
}

const LEADING = 1.25;
const RASTER_SCALE = 4;
const BLACK = rgb(0, 0, 0);

const FAMILY: Partial<Record<Language, string>> = { jp: 'Noto Sans CJK JP', tw: 'Noto Sans CJK TC' };

export async function newPen(doc: PDFDocument, language: Language): Promise<Pen> {
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { doc, regular, bold, writable: new Set(regular.getCharacterSet()), family: FAMILY[language] ?? 'sans' };
}

/** Whether the standard font writes every character of the text. */
export function writable(pen: Pen, text: string): boolean {
  for (const char of text) if (!pen.writable.has(char.codePointAt(0)!)) return false;
  return true;
}

/** Draws a block of lines, wrapped to its width; answers the height it took. */
export async function drawBlock(page: PDFPage, pen: Pen, block: TextBlock): Promise<number> {
  const lines = block.lines.filter((line) => line.trim() !== '');
  if (lines.length === 0) return 0;
  if (lines.every((line) => writable(pen, line))) return drawWritable(page, pen, { ...block, lines });
  return drawRaster(page, pen, { ...block, lines });
}

function drawWritable(page: PDFPage, pen: Pen, block: TextBlock): number {
  const font = block.bold ? pen.bold : pen.regular;
  const wrapped = block.lines.flatMap((line) => wrap(line, (t) => font.widthOfTextAtSize(t, block.size), block.width));
  const step = block.size * LEADING;
  wrapped.forEach((line, i) => {
    page.drawText(line, { x: block.x, y: block.top - block.size - i * step, size: block.size, font, color: BLACK });
  });
  return wrapped.length * step;
}

/** Breaks a line at spaces so that each part fits the width; a word longer than the width is broken anywhere. */
export function wrap(line: string, widthOf: (text: string) => number, width: number): string[] {
  const out: string[] = [];
  let current = '';
  const words = line
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => breakWord(word, widthOf, width));
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (current && widthOf(next) > width) {
      out.push(current);
      current = word;
    } else current = next;
  }
  if (current) out.push(current);
  return out;
}

function breakWord(word: string, widthOf: (text: string) => number, width: number): string[] {
  if (widthOf(word) <= width) return [word];
  const parts: string[] = [];
  let part = '';
  for (const char of word) {
    if (part && widthOf(part + char) > width) {
      parts.push(part);
      part = '';
    }
    part += char;
  }
  return part ? [...parts, part] : parts;
}

/** Pango reads markup: the customer's text is escaped so that it is set as written. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function drawRaster(page: PDFPage, pen: Pen, block: TextBlock): Promise<number> {
  // Pango sets black text on transparency; its coverage (the alpha channel), inverted, is the text in grey on white.
  const { data, info } = await sharp({
    text: {
      text: block.lines.map(escapeMarkup).join('\n'),
      font: `${pen.family}${block.bold ? ' Bold' : ''} ${block.size}`,
      dpi: 72 * RASTER_SCALE,
      width: Math.floor(block.width * RASTER_SCALE),
      wrap: 'word-char',
      rgba: true,
    },
  })
    .extractChannel(3)
    .negate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A grey image stream compressed by zlib here, rather than a PNG that pdf-lib would decode and compress again.
  const image = pen.doc.context.stream(zlib.deflateSync(data), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: info.width,
    Height: info.height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  const name = page.node.newXObject('Text', pen.doc.context.register(image));
  const width = info.width / RASTER_SCALE;
  const height = info.height / RASTER_SCALE;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(width, 0, 0, height, block.x, block.top - height),
    drawObject(name),
    popGraphicsState(),
  );
  return height + block.size * (LEADING - 1);
}
