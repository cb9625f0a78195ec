import type { z } from 'zod';
import type * as address from '../../shared/schemas/address.js';
import type * as chat from '../../shared/schemas/chat.js';
import type * as common from '../../shared/schemas/common.js';
import type * as details from '../../shared/schemas/details.js';
import type * as products from '../../shared/schemas/products.js';
import type * as request from '../../shared/schemas/request.js';
import type * as rma from '../../shared/schemas/rma.js';
import type * as site from '../../shared/schemas/site.js';
import type * as wizard from '../../shared/schemas/wizard.js';
import type * as yourProducts from '../../shared/schemas/your-products.js';

/** What an answer is checked with: the data as the schema's output type, or a thrown Error. */
export interface AnswerCheck<T> {
  parse(data: unknown): T;
}

/** A contract module's checks: for each zod schema it exports, a check of that schema's output, by the same name. */
export type ContractChecks<M> = {
  readonly [K in keyof M as M[K] extends z.ZodType ? K : never]: M[K] extends z.ZodType
    ? AnswerCheck<z.output<M[K]>>
    : never;
};

/** A module of checks, typed by the contract module it was compiled from (the build writes one for each). */
const checksOf = <M>(load: () => Promise<unknown>) => load as () => Promise<ContractChecks<M>>;

/**
 * The checks of the shared contract's answers, compiled by the build from the same zod schemas the server writes its
 * answers by (scripts/build/answer-checks.ts, docs/decisions/0050-answer-checks-compiled.md): each module is a chunk
 * of its own, loaded while the call it checks is on its way, and neither zod nor the contract's schemas are built in
 * the page.
 */
export const answerChecks = {
  address: checksOf<typeof address>(() => import('virtual:answer-checks/address')),
  chat: checksOf<typeof chat>(() => import('virtual:answer-checks/chat')),
  common: checksOf<typeof common>(() => import('virtual:answer-checks/common')),
  details: checksOf<typeof details>(() => import('virtual:answer-checks/details')),
  products: checksOf<typeof products>(() => import('virtual:answer-checks/products')),
  request: checksOf<typeof request>(() => import('virtual:answer-checks/request')),
  rma: checksOf<typeof rma>(() => import('virtual:answer-checks/rma')),
  site: checksOf<typeof site>(() => import('virtual:answer-checks/site')),
  wizard: checksOf<typeof wizard>(() => import('virtual:answer-checks/wizard')),
  yourProducts: checksOf<typeof yourProducts>(() => import('virtual:answer-checks/your-products')),
};
