// The yardstick for scripts/bench/api.ts: Fastify with one route that returns a constant JSON.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, data: [] };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
