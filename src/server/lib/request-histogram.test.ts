import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { DURATION_BUCKETS, RequestHistogram } from './request-histogram.js';

type Answer = [method: string, route: string, status: number, seconds: number];

/** The lines prom-client's own Counter and Histogram write for these answers. */
async function byPromClient(answers: Answer[]): Promise<string> {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'];
  const help = (what: string) => `${what}, by method, route pattern and status`;
  const counter = new Counter({
    name: 'http_requests_total',
    help: help('Requests answered'),
    labelNames,
    registers: [],
  });
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: help('Time to answer'),
    labelNames,
    buckets: [...DURATION_BUCKETS],
    registers: [],
  });
  registry.registerMetric(counter);
  registry.registerMetric(histogram);
  for (const [method, route, status, seconds] of answers) {
    counter.inc({ method, route, status: String(status) });
    histogram.observe({ method, route, status: String(status) }, seconds);
  }
  return registry.metrics();
}

async function byRequestHistogram(answers: Answer[]): Promise<string> {
  const registry = new Registry();
  const requests = new RequestHistogram();
  requests.registerIn(registry);
  for (const answer of answers) requests.observe(...answer);
  return registry.metrics();
}

describe('RequestHistogram', () => {
  it.each<[string, Answer[]]>([
    ['no answer yet', []],
    ['one answer', [['GET', '/api/your-details', 200, 0.0012]]],
    [
      'answers on every side of the bounds, bounds included',
      [
        ['GET', '/api/your-products', 200, 0.005],
        ['GET', '/api/your-products', 200, 0.0050001],
        ['GET', '/api/your-products', 200, 0.3],
        ['GET', '/api/your-products', 200, 10],
        ['GET', '/api/your-products', 200, 42],
        ['GET', '/api/your-products', 200, 0],
      ],
    ],
    [
      'several routes, methods and statuses, a route no route matched and a label that needs escaping',
      [
        ['POST', '/api/your-request/submit', 200, 0.08],
        ['POST', '/api/your-request/submit', 422, 0.002],
        ['GET', 'unmatched', 404, 0.0004],
        ['GET', '/api/staff/rmas/:id', 200, 0.02],
        ['GET', '/api/"quoted"\\path', 200, 0.02],
        ['GET', '/api/your-details', 200, 0.001],
        ['GET', '/api/your-details', 200, 0.003],
      ],
    ],
  ])('writes what prom-client’s own counter and histogram write: %s', async (_, answers) => {
    expect(await byRequestHistogram(answers)).toBe(await byPromClient(answers));
  });

  it('starts again from nothing when the registry resets its metrics', async () => {
    const registry = new Registry();
    const requests = new RequestHistogram();
    requests.registerIn(registry);
    requests.observe('GET', '/api/your-details', 200, 0.001);
    registry.resetMetrics();
    expect(await registry.metrics()).toBe(await byPromClient([]));
  });
});
