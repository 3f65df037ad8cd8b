/** The yardstick of `npm run bench:api`: a bare Fastify route, in a process of its own. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3310) });
