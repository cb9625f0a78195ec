/**
 * Load with autocannon's Node API, from this process (neither server's): a fixed number of connections,
 * a warm-up, then a fixed duration; or, for calls whose sessions are used once, a fixed number of requests.
 */
import autocannon, { type Options, type RawRequest, type RequestSpec } from 'autocannon';
import type { PreparedCall, RequestPlan } from './calls.js';
import { databaseCpuSeconds, type StartedServer } from './processes.js';

export interface LoadOptions {
  connections: number;
  /** Seconds measured per call. */
  duration: number;
  /** Seconds of warm-up before each call (not counted). */
  warmup: number;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  failed: number;
  statuses: string;
  /**
   * The server's CPU time per answer in microseconds (all its threads, over the measured part): what an answer
   * costs the server, steadier between runs than req/s, and where it is well below the time per answer at the
   * measured rate, the server waited (on the load generator or the kernel) rather than worked.
   */
  cpuUs: number;
  /** The local PostgreSQL server's CPU time per answer, in microseconds (NaN when none runs on this machine). */
  dbCpuUs: number;
}

/** A started server as the load sees it: where to send, and its CPU clock (read before and after a run). */
export type LoadTarget = Pick<StartedServer, 'url' | 'cpuSeconds'>;

/** A percentile of sorted values (nearest rank). */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs autocannon and keeps every response time: autocannon's own histogram holds whole milliseconds, too
 * coarse for sub-millisecond calls, while its response events carry the exact time.
 */
async function measured(options: Options, cpu: LoadTarget['cpuSeconds']): Promise<Figures> {
  const times: number[] = [];
  const cpuBefore = cpu();
  const dbBefore = databaseCpuSeconds();
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  const result = await instance;
  const cpuSeconds = cpu() - cpuBefore;
  const dbSeconds = databaseCpuSeconds() - dbBefore;
  times.sort((a, b) => a - b);
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return {
    rps: result.requests.total / result.duration,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    statuses,
    cpuUs: result.requests.total > 0 ? (cpuSeconds * 1e6) / result.requests.total : Number.NaN,
    dbCpuUs: result.requests.total > 0 ? (dbSeconds * 1e6) / result.requests.total : Number.NaN,
  };
}

/** What every browser the portal serves sends: the answers above 1 KB come compressed, as to a customer. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

function raw(method: string, path: string, plan: RequestPlan): RawRequest {
  return {
    method,
    path,
    headers: {
      authorization: `Bearer ${plan.token}`,
      'accept-encoding': ACCEPT_ENCODING,
      ...(plan.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(plan.body ? { body: JSON.stringify(plan.body) } : {}),
  };
}

/** A warm-up (not counted), then the measured run, both for the given duration settings. */
async function warmedUp(options: Options, load: LoadOptions, server: LoadTarget): Promise<Figures> {
  if (load.warmup > 0) await autocannon({ ...options, duration: load.warmup });
  return measured({ ...options, duration: load.duration }, server.cpuSeconds);
}

/** GET /hello of the bare Fastify server. */
export async function loadHello(hello: LoadTarget, options: LoadOptions): Promise<Figures> {
  return warmedUp({ url: `${hello.url}/hello`, connections: options.connections }, options, hello);
}

/** GET /work of the bare Fastify server: hello after `workUs` microseconds of CPU work (the calibration rows). */
export async function loadWork(hello: LoadTarget, workUs: number, options: LoadOptions): Promise<Figures> {
  return warmedUp({ url: `${hello.url}/work?us=${workUs}`, connections: options.connections }, options, hello);
}

export async function loadCall(server: LoadTarget, call: PreparedCall, options: LoadOptions): Promise<Figures> {
  const { url } = server;
  if (call.perRequest) {
    // Each request takes the next unused session; the server is already warm from the calls before.
    // autocannon builds one request per connection before it starts and throws it away, hence the spares.
    const queue = [...call.perRequest];
    let reused = 0;
    const spec: RequestSpec = {
      method: call.method,
      path: call.path,
      setupRequest: (request) => {
        const plan = queue.shift() ?? (reused++, call.perRequest![0]!);
        const own = raw(call.method, call.path, plan);
        return { ...request, ...own, headers: { ...request.headers, ...own.headers } };
      },
    };
    const amount = Math.max(1, call.perRequest.length - options.connections);
    const result = await measured(
      { url, connections: options.connections, amount, requests: [spec] },
      server.cpuSeconds,
    );
    return reused ? { ...result, statuses: `${result.statuses}, ${reused} sessions reused` } : result;
  }
  const plans = call.perConnection!;
  let next = 0;
  // Each connection is one customer with a session of its own, as browsers are.
  const setupClient = (client: { setRequests(requests: RawRequest[]): void }) =>
    client.setRequests([raw(call.method, call.path, plans[next++ % plans.length]!)]);
  return warmedUp({ url, connections: options.connections, setupClient }, options, server);
}
