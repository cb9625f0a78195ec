/**
 * Labels (docs/labels.md#speed): how long the portal takes to make one return label PDF, in process,
 * for a label in Latin script (PDF text in the standard font) and one in Japanese (text set by Pango as images).
 * Figures only; nothing is asserted.
 */
import { makeLabelPdf, type LabelDocument } from '../../src/server/modules/labels/pdf.js';
import { kb, table } from './report.js';

const RUNS = Number(process.env.BENCH_LABELS ?? 100);
const WARMUP = 5;

const LATIN: LabelDocument = {
  rmaNo: 'RMA00012345',
  trackingNo: 'RL12345678900',
  language: 'en',
  region: 'uk',
  returnCentre: {
    name: 'Returns Centre UK',
    lines: ['Unit 4, Parkway Industrial Estate', 'Birmingham B7 5QU', 'United Kingdom'],
  },
  customer: ['Ann Lee', '1 Main Street', 'London N1 9GU', 'United Kingdom', '+44 20 7946 0000'],
  lines: [
    { lineNo: 1, product: 'Nova Aurora X7 USB DAC and Sound Card', serialNumber: 'SN-0001' },
    { lineNo: 2, product: 'Nova Aurora AE-5 PCIe Sound Card', serialNumber: 'SN-0002' },
  ],
  at: new Date('2025-03-01T10:00:00.000Z'),
};
const JAPANESE: LabelDocument = {
  ...LATIN,
  language: 'jp',
  region: 'others',
  returnCentre: { name: '返品センター', lines: ['大阪府大阪市北区梅田3-1-1', '530-0001', '日本'] },
  customer: ['山田 太郎', '東京都渋谷区神南1-2-3', '150-0041', '日本', '+81 90 1234 5678'],
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(label: LabelDocument): Promise<{ p50: number; p99: number; bytes: number }> {
  for (let i = 0; i < WARMUP; i++) await makeLabelPdf(label);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    bytes = (await makeLabelPdf(label)).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

export async function benchLabels(): Promise<void> {
  console.log(`\nLabels: one return label PDF, in process, ${RUNS} runs after ${WARMUP} warm-up`);
  const rows: string[][] = [];
  for (const [name, label] of [
    ['Latin (en)', LATIN],
    ['Japanese (jp)', JAPANESE],
  ] as const) {
    const f = await measure(label);
    rows.push([name, `${f.p50.toFixed(1)} ms`, `${f.p99.toFixed(1)} ms`, kb(f.bytes)]);
  }
  console.log(table(['label', 'p50', 'p99', 'size'], rows, [false, true, true, true]));
}
