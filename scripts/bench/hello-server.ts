/**
 * The bare Fastify "hello" server the benchmark measures beside the portal, started the same way
 * (plain `node`, its own process, on loopback). PORT picks the port; it prints its address when ready.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
/**
 * The same answer after `us` microseconds of CPU work on the event loop (at most 10 ms): the benchmark's calibration
 * rows, what share of hello an answer that costs that much more can reach on this machine.
 */
app.get<{ Querystring: { us?: string } }>('/work', async (request) => {
  const budgetNs = BigInt(Math.min(10_000, Math.max(0, Number(request.query.us) || 0)) * 1000);
  const started = process.hrtime.bigint();
  while (process.hrtime.bigint() - started < budgetNs);
  return { hello: 'world' };
});
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`Hello server: ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
