/**
 * The bare Fastify "hello" server the benchmark measures beside the portal, started the same way
 * (plain `node`, its own process, on loopback). PORT picks the port; it prints its address when ready.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`Hello server: ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
