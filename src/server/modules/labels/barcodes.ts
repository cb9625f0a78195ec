import bwipjs from 'bwip-js/node';
import { rgb, type PDFPage } from 'pdf-lib';

/**
 * The label's two barcodes of the RMA number, made by bwip-js (docs/decisions/0012-labels-pdf-lib-bwip-js.md).
 * bwip-js draws them as SVG paths (bars as stroked lines, QR modules as filled outlines); the PDF takes those paths
 * as they are, so the barcodes stay vectors: sharp at any printer's resolution, and without a PNG to encode and
 * decode for every label.
 */
export interface VectorBarcode {
  /** The symbol's size in bwip-js units (its SVG view box). */
  width: number;
  height: number;
  paths: { d: string; strokeWidth: number | null }[];
}

/** Reads bwip-js's SVG: its view box and each path with its stroke width (none for a filled path). */
export function parseBwipSvg(svg: string): VectorBarcode {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error('bwip-js answered an SVG without a view box');
  const paths = [...svg.matchAll(/<path\b([^>]*)\/>/g)].map((match) => {
    const attributes = match[1]!;
    const d = /\sd="([^"]+)"/.exec(attributes)?.[1] ?? '';
    const stroke = /stroke-width="([\d.]+)"/.exec(attributes)?.[1];
    return { d, strokeWidth: stroke === undefined ? null : Number(stroke) };
  });
  return { width: Number(box[1]), height: Number(box[2]), paths: paths.filter((p) => p.d) };
}

/** Code 128 of the text; a bar module is 2 units wide. */
export function code128(text: string): VectorBarcode {
  return parseBwipSvg(bwipjs.toSVG({ bcid: 'code128', text, height: 16, includetext: false }));
}

/** QR code of the text (error correction M); a module is 4 units. */
export function qrCode(text: string): VectorBarcode {
  return parseBwipSvg(bwipjs.toSVG({ bcid: 'qrcode', text }));
}

const BLACK = rgb(0, 0, 0);

/** Draws a barcode with its top left corner at (x, top), `scale` points per bwip-js unit. */
export function drawBarcode(page: PDFPage, barcode: VectorBarcode, at: { x: number; top: number; scale: number }) {
  for (const path of barcode.paths) {
    page.drawSvgPath(path.d, {
      x: at.x,
      y: at.top,
      scale: at.scale,
      ...(path.strokeWidth === null ? { color: BLACK } : { borderColor: BLACK, borderWidth: path.strokeWidth }),
    });
  }
}
