/**
 * The RMA vocabulary the server writes (docs/rma-statuses.md, docs/rma-lifecycle.md): statuses of an RMA
 * and of its lines, and fulfilment methods. The status lists of the timeline are shared with the browser
 * (src/shared/rules/timeline.ts); the RMA state machine belongs here too.
 */

/** Internal status of a new RMA and of its lines, and its first history entry. */
export const RMA_SUBMITTED = 'SUBMITTED';
/** The RMA's status (and a line's) that frees its products for a new RMA. */
export const RMA_CANCELED = 'CANCELED';
/** Fulfilment method of a line: RF refund, RP repair or replacement (RN, a new unit, is set by staff later). */
export const RMA_METHOD = { refund: 'RF', repair: 'RP' } as const;
