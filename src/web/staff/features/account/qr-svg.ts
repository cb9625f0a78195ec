import { drawingSVG, qrcode } from 'bwip-js/browser';

/** A QR code as the parts of an SVG: its size and the outlines of its dark modules. */
export interface QrSymbol {
  width: number;
  height: number;
  paths: string[];
}

/**
 * The QR code of a text, drawn by bwip-js's browser build (only its QR encoder and SVG drawing are bundled, in a
 * chunk of their own: docs/decisions/0029-totp-enrolment-qr.md). The SVG text is read into path data, which React
 * draws, so no markup from a string is put into the page.
 */
export function qrSymbol(text: string): QrSymbol {
  const svg = qrcode({ bcid: 'qrcode', text }, drawingSVG());
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error('bwip-js answered an SVG without a view box');
  const paths = [...svg.matchAll(/<path\b[^>]*\sd="([^"]+)"/g)].map((match) => match[1]!);
  return { width: Number(box[1]), height: Number(box[2]), paths };
}
