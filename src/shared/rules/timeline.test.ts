import { describe, it, expect } from 'vitest';
import {
  JP_REPAIR_HISTORY_STATUSES,
  JP_REPAIR_STEPS,
  REFUND_HISTORY_STATUSES,
  REFUND_STEPS,
  REPLACEMENT_HISTORY_STATUSES,
  REPLACEMENT_STEPS,
  STEP_KEYS,
  STEP_NAME,
  buildTimeline,
  historyIndexToStep,
  labelBlock,
  productLineStateKey,
  type StepKey,
  type TimelineInput,
  type TimelineStep,
} from './timeline.js';

/** Display date of the history entry at position i. */
const day = (i: number) => `${String(i + 1).padStart(2, '0')} Mar 2024`;

/** The first `length` statuses of a list, dated 01 Mar, 02 Mar, … in order. */
function historyPrefix(statuses: readonly string[], length: number): TimelineInput['history'] {
  return statuses.slice(0, length).map((status, i) => ({ status, date: day(i) }));
}

/** Every step of the plan numbered 1..n; those in `active` are active with the given date. */
function allSteps(keys: readonly StepKey[], active: Partial<Record<StepKey, string>>): TimelineStep[] {
  return keys.map((key, i) => {
    const date = active[key];
    return date === undefined ? { key, number: i + 1, active: false } : { key, number: i + 1, active: true, date };
  });
}

describe('step lists and names', () => {
  it.each([
    [
      'refund',
      REFUND_STEPS,
      ['RMA Request Received', 'RMA Approved', 'Product Received', 'Processing Refund', 'Refund Completed'],
    ],
    [
      'replacement',
      REPLACEMENT_STEPS,
      [
        'RMA Request Received',
        'RMA Approved',
        'Product Received',
        'Preparing Replacement',
        'Preparing Shipment',
        'Replacement Shipped',
      ],
    ],
    [
      'jp repair',
      JP_REPAIR_STEPS,
      [
        'RMA Request Received',
        'RMA Approved',
        'Product Received',
        'Product Being Checked',
        'Preparing Replacement',
        'Preparing Shipment',
        'Replacement Shipped',
      ],
    ],
  ] as const)('%s steps read as docs/rules/status.md#status-timeline names them', (_kind, steps, names) => {
    expect(steps.map((key) => STEP_NAME[key])).toEqual(names);
  });

  it('names every step key, including Closed', () => {
    expect(STEP_KEYS.map((key) => STEP_NAME[key])).toContain('Closed');
    expect(Object.keys(STEP_NAME).sort()).toEqual([...STEP_KEYS].sort());
  });

  it.each([
    ['refund', REFUND_HISTORY_STATUSES, 8],
    ['replacement', REPLACEMENT_HISTORY_STATUSES, 7],
    ['jp repair', JP_REPAIR_HISTORY_STATUSES, 8],
  ] as const)('%s history has %i statuses', (_kind, statuses, length) => {
    expect(statuses).toHaveLength(length);
  });
});

describe('historyIndexToStep', () => {
  it.each([
    ['refund', 0, 0],
    ['refund', 1, 0],
    ['refund', 2, 1],
    ['refund', 3, 2],
    ['refund', 4, 3],
    ['refund', 5, 3],
    ['refund', 6, 3],
    ['refund', 7, 4],
    ['replacement', 0, 0],
    ['replacement', 1, 0],
    ['replacement', 2, 1],
    ['replacement', 3, 2],
    ['replacement', 4, 3],
    ['replacement', 5, 4],
    ['replacement', 6, 5],
    ['replacement', 7, 6],
  ] as const)('%s index %i → step %i', (kind, index, step) => {
    expect(historyIndexToStep(kind, index)).toBe(step);
  });

  it.each([
    ['refund', 8],
    ['refund', -1],
    ['replacement', -1],
    ['replacement', 1.5],
  ] as const)('%s index %d is out of range', (kind, index) => {
    expect(() => historyIndexToStep(kind, index)).toThrow(RangeError);
  });
});

describe('buildTimeline: every history length of the refund timeline', () => {
  it.each<[number, Partial<Record<StepKey, string>>]>([
    [1, { requestReceived: day(0) }],
    [2, { requestReceived: day(1) }],
    [3, { requestReceived: day(1), approved: day(2) }],
    [4, { requestReceived: day(1), approved: day(2), productReceived: day(3) }],
    [5, { requestReceived: day(1), approved: day(2), productReceived: day(3), processingRefund: day(4) }],
    [6, { requestReceived: day(1), approved: day(2), productReceived: day(3), processingRefund: day(5) }],
    [7, { requestReceived: day(1), approved: day(2), productReceived: day(3), processingRefund: day(6) }],
    [
      8,
      {
        requestReceived: day(1),
        approved: day(2),
        productReceived: day(3),
        processingRefund: day(6),
        refundCompleted: day(7),
      },
    ],
  ])('history length %i', (length, active) => {
    const history = historyPrefix(REFUND_HISTORY_STATUSES, length);
    for (const store of ['us', 'jp'] as const) {
      expect(buildTimeline({ type: 1, store, status: 'OPEN', history })).toEqual({
        cancelled: false,
        steps: allSteps(REFUND_STEPS, active),
      });
    }
  });
});

describe('buildTimeline: every history length of the replacement timeline', () => {
  it.each<[number, Partial<Record<StepKey, string>>]>([
    [1, { requestReceived: day(0) }],
    [2, { requestReceived: day(1) }],
    [3, { requestReceived: day(1), approved: day(2) }],
    [4, { requestReceived: day(1), approved: day(2), productReceived: day(3) }],
    [5, { requestReceived: day(1), approved: day(2), productReceived: day(3), preparingReplacement: day(4) }],
    [
      6,
      {
        requestReceived: day(1),
        approved: day(2),
        productReceived: day(3),
        preparingReplacement: day(4),
        preparingShipment: day(5),
      },
    ],
    [
      7,
      {
        requestReceived: day(1),
        approved: day(2),
        productReceived: day(3),
        preparingReplacement: day(4),
        preparingShipment: day(5),
        replacementShipped: day(6),
      },
    ],
  ])('history length %i', (length, active) => {
    const history = historyPrefix(REPLACEMENT_HISTORY_STATUSES, length);
    expect(buildTimeline({ type: 2, store: 'sg', status: 'OPEN', history })).toEqual({
      cancelled: false,
      steps: allSteps(REPLACEMENT_STEPS, active),
    });
  });
});

describe('buildTimeline: every history length of the Japanese repair timeline', () => {
  it.each<[number, Partial<Record<StepKey, string>>]>([
    [1, { requestReceived: day(0) }],
    [2, { requestReceived: day(1) }],
    [3, { requestReceived: day(1), approved: day(2) }],
    [4, { requestReceived: day(1), approved: day(2), productReceived: day(3) }],
    [5, { requestReceived: day(1), approved: day(2), productReceived: day(3), productChecking: day(4) }],
    [
      6,
      {
        requestReceived: day(1),
        approved: day(2),
        productReceived: day(3),
        productChecking: day(4),
        preparingReplacement: day(5),
      },
    ],
    [
      7,
      {
        requestReceived: day(1),
        approved: day(2),
        productReceived: day(3),
        productChecking: day(4),
        preparingReplacement: day(5),
        preparingShipment: day(6),
      },
    ],
    [
      8,
      {
        requestReceived: day(1),
        approved: day(2),
        productReceived: day(3),
        productChecking: day(4),
        preparingReplacement: day(5),
        preparingShipment: day(6),
        replacementShipped: day(7),
      },
    ],
  ])('history length %i', (length, active) => {
    const history = historyPrefix(JP_REPAIR_HISTORY_STATUSES, length);
    expect(buildTimeline({ type: 2, store: 'jp', status: 'OPEN', history })).toEqual({
      cancelled: false,
      steps: allSteps(JP_REPAIR_STEPS, active),
    });
  });
});

describe('buildTimeline: special cases', () => {
  it.each<[string, TimelineInput, TimelineStep[]]>([
    [
      'empty history: all steps future',
      { type: 1, store: 'us', status: 'OPEN', history: [] },
      allSteps(REFUND_STEPS, {}),
    ],
    [
      'refund skipping approval: step dropped, rest renumbered',
      {
        type: 1,
        store: 'us',
        status: 'OPEN',
        history: [
          { status: 'SUBMITTED', date: '01 Mar 2024' },
          { status: 'PRODUCT_RECEIVED', date: '05 Mar 2024' },
        ],
      },
      [
        { key: 'requestReceived', number: 1, active: true, date: '01 Mar 2024' },
        { key: 'productReceived', number: 2, active: true, date: '05 Mar 2024' },
        { key: 'processingRefund', number: 3, active: false },
        { key: 'refundCompleted', number: 4, active: false },
      ],
    ],
    [
      'replacement going straight to shipping: two steps dropped',
      {
        type: 2,
        store: 'au',
        status: 'OPEN',
        history: [
          { status: 'RECEIVED', date: '01 Mar 2024' },
          { status: 'APPROVED', date: '02 Mar 2024' },
          { status: 'PREPARING_SHIPMENT', date: '04 Mar 2024' },
        ],
      },
      [
        { key: 'requestReceived', number: 1, active: true, date: '01 Mar 2024' },
        { key: 'approved', number: 2, active: true, date: '02 Mar 2024' },
        { key: 'preparingShipment', number: 3, active: true, date: '04 Mar 2024' },
        { key: 'replacementShipped', number: 4, active: false },
      ],
    ],
    [
      'history without the first step drops it',
      { type: 2, store: 'uk', status: 'OPEN', history: [{ status: 'APPROVED', date: '02 Mar 2024' }] },
      [
        { key: 'approved', number: 1, active: true, date: '02 Mar 2024' },
        { key: 'productReceived', number: 2, active: false },
        { key: 'preparingReplacement', number: 3, active: false },
        { key: 'preparingShipment', number: 4, active: false },
        { key: 'replacementShipped', number: 5, active: false },
      ],
    ],
    [
      'repeated status: the latest entry dates the step; unknown and terminal statuses are ignored',
      {
        type: 1,
        store: 'us',
        status: 'OPEN',
        history: [
          { status: 'SUBMITTED', date: '01 Mar 2024' },
          { status: 'SOMETHING_ELSE', date: '02 Mar 2024' },
          { status: 'APPROVED', date: '03 Mar 2024' },
          { status: 'APPROVED', date: '04 Mar 2024' },
          { status: 'CLOSED', date: '05 Mar 2024' },
        ],
      },
      allSteps(REFUND_STEPS, { requestReceived: '01 Mar 2024', approved: '04 Mar 2024' }),
    ],
    [
      'replacement RN + CLOSED: last step is Closed',
      {
        type: 2,
        store: 'us',
        status: 'CLOSED',
        history: historyPrefix(REPLACEMENT_HISTORY_STATUSES, 4),
        firstProduct: { method: 'RN', status: 'CLOSED' },
      },
      [
        ...allSteps(REPLACEMENT_STEPS.slice(0, 5), {
          requestReceived: day(1),
          approved: day(2),
          productReceived: day(3),
        }),
        { key: 'closed', number: 6, active: false },
      ],
    ],
    [
      'jp repair RN + CLOSED after shipping: last step Closed and dated',
      {
        type: 2,
        store: 'jp',
        status: 'CLOSED',
        history: historyPrefix(JP_REPAIR_HISTORY_STATUSES, 8),
        firstProduct: { method: 'RN', status: 'CLOSED' },
      },
      [
        ...allSteps(JP_REPAIR_STEPS.slice(0, 6), {
          requestReceived: day(1),
          approved: day(2),
          productReceived: day(3),
          productChecking: day(4),
          preparingReplacement: day(5),
          preparingShipment: day(6),
        }),
        { key: 'closed', number: 7, active: true, date: day(7) },
      ],
    ],
    [
      'RN but not closed keeps Replacement Shipped',
      {
        type: 2,
        store: 'us',
        status: 'OPEN',
        history: historyPrefix(REPLACEMENT_HISTORY_STATUSES, 2),
        firstProduct: { method: 'RN', status: 'OPEN' },
      },
      allSteps(REPLACEMENT_STEPS, { requestReceived: day(1) }),
    ],
    [
      'CLOSED with another method keeps Replacement Shipped',
      {
        type: 2,
        store: 'us',
        status: 'CLOSED',
        history: historyPrefix(REPLACEMENT_HISTORY_STATUSES, 2),
        firstProduct: { method: 'RP', status: 'CLOSED' },
      },
      allSteps(REPLACEMENT_STEPS, { requestReceived: day(1) }),
    ],
    [
      'refund RN + CLOSED is not a replacement: unchanged',
      {
        type: 1,
        store: 'us',
        status: 'CLOSED',
        history: historyPrefix(REFUND_HISTORY_STATUSES, 1),
        firstProduct: { method: 'RN', status: 'CLOSED' },
      },
      allSteps(REFUND_STEPS, { requestReceived: day(0) }),
    ],
  ])('%s', (_name, input, steps) => {
    expect(buildTimeline(input)).toEqual({ cancelled: false, steps });
  });

  it.each([
    ['refund', 1, REFUND_HISTORY_STATUSES],
    ['replacement', 2, REPLACEMENT_HISTORY_STATUSES],
  ] as const)('cancelled %s shows the cancelled message instead of steps', (_kind, type, statuses) => {
    const history = [...historyPrefix(statuses, 3), { status: 'CANCELED', date: '09 Mar 2024' }];
    expect(buildTimeline({ type, store: 'us', status: 'CANCELED', history })).toEqual({ cancelled: true, steps: [] });
  });
});

describe('productLineStateKey', () => {
  it.each([
    ['NOT_RECEIVED', 'notReceived'],
    ['CANCELED', 'cancelled'],
    ['CLOSED', null],
    ['RECEIVED', null],
    ['', null],
  ])('%j → %s', (status, expected) => {
    expect(productLineStateKey(status)).toBe(expected);
  });
});

describe('labelBlock', () => {
  it.each([
    ['S', 'GB', 'uk'],
    ['Y', 'UK', 'uk'],
    ['S', 'gb', 'uk'],
    ['S', 'AU', 'others'],
    ['Y', 'US', 'others'],
    ['S', 'DE', 'eu'],
    ['Y', 'FR', 'eu'],
    ['S', 'SG', 'eu'],
    ['S', '', 'eu'],
    ['S', null, 'eu'],
    ['N', 'GB', null],
    ['', 'US', null],
    [null, 'US', null],
    ['s', 'GB', null],
  ] as const)('label %j, country %j → %s', (status, country, expected) => {
    expect(labelBlock(status, country)).toBe(expected);
  });
});
