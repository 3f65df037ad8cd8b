import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatContactSchema,
  chatMessageSchema,
  chatPageQuerySchema,
  chatParamsSchema,
  conversationHistoryQuerySchema,
  conversationSchema,
  errorEnvelopeSchema,
  newMessageBodySchema,
  successEnvelope,
  unreadConversationsAnswerSchema,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { ok } from '../../core/http/envelope.ts';
import type { ChatService } from './chat.service.ts';

const errors = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export async function chatRoutes(fastify: FastifyInstance, opts: { service: ChatService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  app.get(
    '/messages/get-chat/:id',
    {
      schema: {
        tags: ['chat'],
        summary: 'Mensajes de una conversación (la marca como leída)',
        params: chatParamsSchema,
        querystring: chatPageQuerySchema,
        response: { 200: successEnvelope(z.array(chatMessageSchema)), ...errors },
      },
    },
    async (request) =>
      ok(await service.chat(requireUser(request), request.params.id, request.query)),
  );

  app.get(
    '/messages/get-conversation-history',
    {
      schema: {
        tags: ['chat'],
        summary: 'Conversaciones del usuario, filtrables por nombre o correo',
        querystring: conversationHistoryQuerySchema,
        response: { 200: successEnvelope(z.array(conversationSchema)) },
      },
    },
    async (request) => ok(await service.history(requireUser(request), request.query.keyword)),
  );

  app.post(
    '/messages/new-message',
    {
      schema: {
        tags: ['chat'],
        summary: 'Enviar un mensaje (crea la conversación la primera vez)',
        body: newMessageBodySchema,
        response: { 200: successEnvelope(chatMessageSchema), ...errors },
      },
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async (request) => ok((await service.send(requireUser(request), request.body)).message),
  );

  app.get(
    '/messages/get-new-messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Cuántas conversaciones tienen mensajes sin leer',
        response: {
          200: unreadConversationsAnswerSchema,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      unreadConversations: await service.unreadConversations(requireUser(request)),
    }),
  );

  app.get(
    '/messages/contacts',
    {
      schema: {
        tags: ['chat'],
        summary: 'Con quién puede conversar el usuario',
        querystring: conversationHistoryQuerySchema,
        response: { 200: successEnvelope(z.array(chatContactSchema)) },
      },
    },
    async (request) => ok(await service.contacts(requireUser(request), request.query.keyword)),
  );
}
