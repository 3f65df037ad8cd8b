import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** A refusal's message and the shorter one shown on the `file` field. */
export interface UploadRefusal {
  message: string;
  field: string;
}

const refuse = (r: UploadRefusal) =>
  AppError.badRequest(r.message, [{ field: 'file', message: r.field }]);

/**
 * The one file of a multipart request, read whole, at most `maxBytes`. `fieldNamed` also
 * refuses a file sent under another field name than `file`.
 */
export async function readUpload(
  request: FastifyRequest,
  opts: {
    maxBytes: number;
    fieldNamed: boolean;
    missing: UploadRefusal;
    tooLarge: UploadRefusal;
  },
): Promise<Buffer> {
  const file = await request
    .file({ limits: { fileSize: opts.maxBytes, files: 1 } })
    .catch(() => undefined);
  if (!file || (opts.fieldNamed && file.fieldname !== 'file')) throw refuse(opts.missing);
  try {
    return await file.toBuffer();
  } catch {
    throw refuse(opts.tooLarge);
  }
}
