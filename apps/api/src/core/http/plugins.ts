import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { API_TEXTS } from '@armonia/shared';
import type { Config } from '../../config.ts';
import { AppError } from './errors.ts';

/**
 * The HTTP plumbing every route shares: security headers, compression, rate limits (in Redis
 * when there are several processes), multipart uploads and the OpenAPI document.
 */
export async function registerHttpPlugins(app: FastifyInstance, config: Config): Promise<void> {
  // Security headers from helmet, whose middleware is built once here: @fastify/helmet builds it
  // again on every request (parsing the CSP directives each time), a tenth of a cheap route.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  // Answers over 1 KB go out compressed when the client accepts it. Brotli at quality 4 costs, like
  // gzip, some tens of microseconds for an answer of a few KB (a few percent of the request), and
  // makes large answers smaller than gzip does (npm run bench:compression). The built web is
  // compressed once, at build time.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // With several processes the counters live in Redis, so a limit is one limit for all of them.
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
  rateLimitRedis?.on('error', (err) => app.log.error({ err: err.message }, 'redis error'));
  if (rateLimitRedis)
    app.addHook('onClose', async () => void (await rateLimitRedis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    redis: rateLimitRedis,
    nameSpace: 'armonia-rl-',
    errorResponseBuilder: () => new AppError(429, API_TEXTS.rateLimited),
  });
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: 5 * 1024 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Armonía Terapias API',
        description: 'API de la aplicación para consultorios de terapias complementarias.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
