/**
 * The yardstick of `npm run bench:api`: a bare Fastify route, in a process of its own. With
 * BARE_ANSWERS (a JSON file holding a list of answer bodies), `/answer/<n>` sends the n-th body as
 * it is: the most a route could do with an answer of that size, with no work but the bytes.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answers: string[] = process.env.BARE_ANSWERS
  ? (JSON.parse(readFileSync(process.env.BARE_ANSWERS, 'utf8')) as string[])
  : [];

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get<{ Params: { n: string } }>('/answer/:n', async (request, reply) => {
  const body = answers[Number(request.params.n)];
  if (body === undefined) return reply.code(404).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3310) });
