import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import type { Language } from '../../../shared/languages.js';
import type { LabelBlock } from '../../../shared/rules/timeline.js';
import { code128, drawBarcode, qrCode } from './barcodes.js';
import { drawBlock, newPen, type Pen } from './pdf-text.js';
import { labelTexts, type LabelTexts } from './texts.js';

/** What one label shows (docs/labels.md#the-label). */
export interface LabelDocument {
  rmaNo: string;
  trackingNo: string;
  language: Language;
  /** The regional instructions: UK, EU or others, as on the status page. */
  region: LabelBlock;
  returnCentre: { name: string; lines: string[] };
  /** The customer's name and address lines; empty when the RMA has none. */
  customer: string[];
  lines: { lineNo: number; product: string; serialNumber: string }[];
  /** When the PDF is made (its metadata). */
  at: Date;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const RIGHT = A4[0] - MARGIN;
const COLUMN = 300;
const GREY = rgb(0.45, 0.45, 0.45);

/** The label as a PDF: the label above a cut line, then the instructions and the packing slip. */
export async function makeLabelPdf(label: LabelDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const t = labelTexts(label.language);
  doc.setTitle(`${t.pdf.title} ${label.rmaNo}`);
  doc.setCreator('RMA portal');
  doc.setProducer('RMA portal (pdf-lib, bwip-js)');
  doc.setCreationDate(label.at);
  doc.setModificationDate(label.at);
  const pen = await newPen(doc, label.language);
  const page = doc.addPage(A4);
  const bottom = await drawLabel(page, pen, t, label);
  const cut = bottom - 14;
  page.drawLine({
    start: { x: MARGIN, y: cut },
    end: { x: RIGHT, y: cut },
    thickness: 0.8,
    dashArray: [4, 3],
    color: GREY,
  });
  const below =
    cut - 4 - (await drawBlock(page, pen, { lines: [t.pdf.cutHere], x: MARGIN, top: cut - 4, width: 400, size: 7 }));
  await drawSlip(page, pen, t, label, below - 16);
  return doc.save();
}

/** The label proper: title and tracking reference, the two addresses, the QR code and the Code 128 barcode. */
async function drawLabel(page: PDFPage, pen: Pen, t: LabelTexts, label: LabelDocument): Promise<number> {
  const top = A4[1] - MARGIN;
  const titleHeight = await drawBlock(page, pen, {
    lines: [t.pdf.title],
    x: MARGIN,
    top,
    width: 260,
    size: 18,
    bold: true,
  });
  await drawBlock(page, pen, { lines: [t.pdf.trackingReference], x: 360, top, width: RIGHT - 360, size: 8 });
  await drawBlock(page, pen, {
    lines: [label.trackingNo],
    x: 360,
    top: top - 11,
    width: RIGHT - 360,
    size: 13,
    bold: true,
  });
  let y = top - Math.max(titleHeight, 28) - 10;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 1.2 });
  const columnTop = y - 12;
  y = columnTop;
  y -= await drawBlock(page, pen, { lines: [t.pdf.to], x: MARGIN, top: y, width: COLUMN, size: 8, bold: true });
  y -= await drawBlock(page, pen, {
    lines: [label.returnCentre.name],
    x: MARGIN,
    top: y,
    width: COLUMN,
    size: 14,
    bold: true,
  });
  y -= await drawBlock(page, pen, { lines: label.returnCentre.lines, x: MARGIN, top: y, width: COLUMN, size: 12 });
  y -= 14;
  y -= await drawBlock(page, pen, { lines: [t.pdf.from], x: MARGIN, top: y, width: COLUMN, size: 8, bold: true });
  const customer = label.customer.length ? label.customer : [t.pdf.noAddress];
  y -= await drawBlock(page, pen, { lines: customer, x: MARGIN, top: y, width: COLUMN, size: 10 });
  const qrBottom = await drawQr(page, pen, t, label.rmaNo, columnTop);
  y = Math.min(y, qrBottom) - 16;
  return drawCode128(page, pen, t, label.rmaNo, y);
}

/** Points per bar module of the Code 128 (bwip-js draws a module 2 units wide). */
const BAR_MODULE = 1.5;
/** Side of the QR code, in points. */
const QR_SIZE = 90;
/** Quiet zones: 10 modules beside a Code 128, 4 beside a QR code (here about 17 pt); the number stands outside. */
const QUIET = 18;

/** The QR code of the RMA number, with the number beside it. */
async function drawQr(page: PDFPage, pen: Pen, t: LabelTexts, rmaNo: string, top: number): Promise<number> {
  const qr = qrCode(rmaNo);
  const x = MARGIN + COLUMN + QUIET;
  drawBarcode(page, qr, { x, top, scale: QR_SIZE / qr.width });
  const textX = x + QR_SIZE + QUIET;
  await drawNumber(page, pen, t, rmaNo, { x: textX, top: top - QR_SIZE / 2 + 12, width: RIGHT - textX });
  return top - QR_SIZE;
}

/** The Code 128 barcode of the RMA number, with the number beside it; answers the bottom of the row. */
async function drawCode128(page: PDFPage, pen: Pen, t: LabelTexts, rmaNo: string, top: number): Promise<number> {
  const bars = code128(rmaNo);
  const scale = BAR_MODULE / 2;
  const x = MARGIN + QUIET;
  drawBarcode(page, bars, { x, top, scale });
  const width = bars.width * scale;
  const height = bars.height * scale;
  const textX = x + width + QUIET;
  await drawNumber(page, pen, t, rmaNo, { x: textX, top: top - height / 2 + 14, width: RIGHT - textX, size: 16 });
  return top - height;
}

async function drawNumber(
  page: PDFPage,
  pen: Pen,
  t: LabelTexts,
  rmaNo: string,
  at: { x: number; top: number; width: number; size?: number },
): Promise<void> {
  const size = Math.min(at.size ?? 12, (at.width / pen.bold.widthOfTextAtSize(rmaNo, 12)) * 12);
  const used = await drawBlock(page, pen, { lines: [t.pdf.rmaNumber], x: at.x, top: at.top, width: at.width, size: 7 });
  await drawBlock(page, pen, { lines: [rmaNo], x: at.x, top: at.top - used, width: at.width, size, bold: true });
}

/** The regional instructions and the packing slip, on further pages when the lines do not fit. */
async function drawSlip(first: PDFPage, pen: Pen, t: LabelTexts, label: LabelDocument, top: number): Promise<void> {
  const width = RIGHT - MARGIN;
  let page = first;
  let y = top;
  y -= await drawBlock(page, pen, { lines: [t.pdf.instructionsTitle], x: MARGIN, top: y, width, size: 12, bold: true });
  y -= await drawBlock(page, pen, { lines: [t.pdf.instructions[label.region]], x: MARGIN, top: y, width, size: 10 });
  y -= 16;
  y -= await drawBlock(page, pen, {
    lines: [`${t.pdf.packingSlip} – ${label.rmaNo}`],
    x: MARGIN,
    top: y,
    width,
    size: 12,
    bold: true,
  });
  y -= await drawBlock(page, pen, { lines: [t.pdf.packingSlipIntro], x: MARGIN, top: y, width, size: 9 });
  y -= 6;
  y -= await slipRow(page, pen, ['#', t.pdf.product, t.pdf.serialNumber], y, true);
  for (const line of label.lines) {
    if (y < MARGIN + 30) {
      page = pen.doc.addPage(A4);
      y = A4[1] - MARGIN;
      y -= await slipRow(page, pen, ['#', t.pdf.product, t.pdf.serialNumber], y, true);
    }
    y -= await slipRow(page, pen, [String(line.lineNo), line.product, line.serialNumber], y, false);
  }
}

const SLIP_COLUMNS = [
  { x: MARGIN, width: 24 },
  { x: MARGIN + 28, width: 330 },
  { x: MARGIN + 366, width: RIGHT - MARGIN - 366 },
];

async function slipRow(page: PDFPage, pen: Pen, cells: string[], top: number, header: boolean): Promise<number> {
  const heights = await Promise.all(
    cells.map((text, i) =>
      drawBlock(page, pen, {
        lines: [text],
        x: SLIP_COLUMNS[i]!.x,
        top: top - 3,
        width: SLIP_COLUMNS[i]!.width,
        size: 9,
        bold: header,
      }),
    ),
  );
  const height = Math.max(...heights) + 6;
  page.drawLine({
    start: { x: MARGIN, y: top - height },
    end: { x: RIGHT, y: top - height },
    thickness: 0.4,
    color: GREY,
  });
  return height;
}
