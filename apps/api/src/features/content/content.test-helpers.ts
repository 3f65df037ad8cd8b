import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ContentItem } from '@armonia/shared';
import { writePdf } from '../../core/simple-pdf.ts';
import { injectAs, multipartForm, type TestUser } from '../../testing/helper.ts';

export const pdfBytes = (title = 'Guía de prueba') =>
  writePdf({
    title,
    blocks: [{ kind: 'paragraph', text: 'Texto de prueba del documento.' }],
    footer: 'Prueba',
  });

/** The start of an MP4 file (an `ftyp` box) followed by filler: enough for the type check. */
export const mp4Bytes = (size = 64 * 1024) =>
  Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    randomBytes(size),
  ]);

/** A zip holding the given files, stored without compression (Office documents are zips). */
export function zipBytes(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export const docxBytes = () =>
  zipBytes({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

/** A multipart form with text fields and, optionally, one file under `file`. */
export const form = multipartForm;

export const docFields = (over: Record<string, string> = {}) => ({
  title: 'Consentimiento informado',
  description: 'Formato para firmar antes de la primera sesión.',
  category: 'Formatos',
  audience: 'ambos',
  published: 'true',
  ...over,
});

/** A content item created through the API by the admin; any other answer fails the test. */
async function createItem(
  app: FastifyInstance,
  admin: TestUser,
  what: string,
  request: Omit<InjectOptions, 'method'>,
): Promise<ContentItem> {
  const res = await injectAs(app, admin.token, { method: 'POST', ...request });
  if (res.statusCode !== 201) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export function uploadDocument(
  app: FastifyInstance,
  admin: TestUser,
  fields: Record<string, string> = {},
  file = { name: 'consentimiento.pdf', data: pdfBytes() },
): Promise<ContentItem> {
  return createItem(app, admin, 'upload', {
    url: '/api/v1/content/documents',
    ...form(docFields(fields), file),
  });
}

export function createArticle(
  app: FastifyInstance,
  admin: TestUser,
  over: Partial<{ title: string; audience: string; published: boolean; body: string }> = {},
): Promise<ContentItem> {
  return createItem(app, admin, 'article', {
    url: '/api/v1/content/articles',
    payload: {
      title: 'Beneficios de la respiración consciente',
      summary: 'Ejercicios sencillos para antes y después de la sesión.',
      category: 'Bienestar',
      audience: 'ambos',
      published: true,
      body: '## Respira\n\nInhala en cuatro tiempos y exhala en seis.',
      ...over,
    },
  });
}

export function createLinkedVideo(
  app: FastifyInstance,
  admin: TestUser,
  over: Partial<{ title: string; audience: string; published: boolean; url: string }> = {},
): Promise<ContentItem> {
  return createItem(app, admin, 'video', {
    url: '/api/v1/content/videos',
    payload: {
      title: 'Introducción al par biomagnético',
      description: 'Qué esperar de la primera sesión.',
      category: 'Primeros pasos',
      audience: 'ambos',
      published: true,
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      durationSeconds: 245,
      ...over,
    },
  });
}
