import send from '@fastify/send';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export const RANGE_NOT_SATISFIABLE = 'El rango solicitado no está dentro del archivo.';

/**
 * Streams a stored file with HTTP ranges (a player seeks, pdf.js reads pages), validators for
 * conditional requests, the type found when it was uploaded and the name it was uploaded with.
 * The answer may not run as a page: a sandboxing policy and no type sniffing.
 */
export async function replyWithFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { path: string; type: string; name: string; download: boolean; missing: string },
) {
  const result = await send(request.raw, file.path, {
    acceptRanges: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    dotfiles: 'allow',
    index: false,
  });
  if (result.type === 'error') {
    if (result.statusCode === 416) {
      return reply
        .code(416)
        .header('content-range', String(result.headers['Content-Range']))
        .send({ status: 'error', message: RANGE_NOT_SATISFIABLE });
    }
    if (result.statusCode === 412) return reply.code(412).send();
    throw AppError.notFound(file.missing);
  }
  if (result.type !== 'file') throw AppError.notFound(file.missing);
  return reply
    .code(result.statusCode)
    .headers(result.headers)
    .header('content-type', file.type)
    .header(
      'content-disposition',
      contentDisposition(file.name, { type: file.download ? 'attachment' : 'inline' }),
    )
    .header('cache-control', 'private, max-age=3600')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    .send(result.stream);
}
