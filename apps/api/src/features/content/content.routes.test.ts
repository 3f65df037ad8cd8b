import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@armonia/shared';
import { contentEvents, contentItems } from '../../core/db/schema/index.ts';
import { injectAs, type TestUser } from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';
import {
  createArticle,
  createLinkedVideo,
  docFields,
  docxBytes,
  form,
  mp4Bytes,
  pdfBytes,
  uploadDocument,
  zipBytes,
} from './content.test-helpers.ts';

const { app, admin, therapist, patient } = await appWithUsers({
  admin: 'Super-Admin',
  therapist: 'Terapeuta',
  patient: 'Paciente',
});

const contentDir = () => path.join(app.deps.config.uploadDir, 'content');
/** Stored files and files still waiting in the temporary folder. */
async function filesOnDisk() {
  const stored = (await readdir(contentDir()).catch(() => [])).filter(
    (n) => n !== 'tmp' && n !== 'images',
  );
  const waiting = await readdir(path.join(contentDir(), 'tmp')).catch(() => []);
  return { stored: stored.length, waiting: waiting.length };
}
async function rows() {
  const [row] = await app.deps.db.select({ n: count() }).from(contentItems);
  return row!.n;
}
const post = (who: TestUser, url: string, body: ReturnType<typeof form>) =>
  injectAs(app, who.token, { method: 'POST', url: `/api/v1${url}`, ...body });

describe('documents', () => {
  it('when the administration uploads a PDF for both audiences, then readers download it with its type and name', async () => {
    const doc = await uploadDocument(
      app,
      admin,
      { title: 'Guía de Flores de Bach' },
      {
        name: 'Guía de flores.pdf',
        data: pdfBytes(),
      },
    );
    expect(doc).toMatchObject({
      kind: 'document',
      title: 'Guía de Flores de Bach',
      published: true,
      file: { name: 'Guía de flores.pdf', type: 'application/pdf' },
    });
    const inline = await injectAs(app, patient.token, {
      method: 'GET',
      url: `/api/v1/content/items/${doc.id}/file`,
    });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(
      /^inline; filename="Gu\?a de flores.pdf"; filename\*=UTF-8''Gu%C3%ADa%20de%20flores.pdf$/,
    );
    expect(inline.headers['content-security-policy']).toContain('sandbox');
    expect(inline.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await injectAs(app, therapist.token, {
      method: 'GET',
      url: `/api/v1/content/items/${doc.id}/file?download=1`,
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('when a Word document arrives, then its type comes from its content', async () => {
    const doc = await uploadDocument(app, admin, {}, { name: 'formato.docx', data: docxBytes() });
    expect(doc.file?.type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('when the name has folders or no extension, then only a clean name is kept', async () => {
    const a = await uploadDocument(
      app,
      admin,
      {},
      { name: '../../etc/cuidados.pdf', data: pdfBytes() },
    );
    expect(a.file?.name).toBe('cuidados.pdf');
    const b = await uploadDocument(app, admin, {}, { name: 'sin-extension', data: pdfBytes() });
    expect(b.file?.name).toBe('sin-extension.pdf');
  });

  const refusals: [string, { name: string; data: Buffer }, number, RegExp][] = [
    [
      'HTML named as a PDF',
      { name: 'guia.pdf', data: Buffer.from('<!doctype html><script>alert(1)</script>') },
      415,
      /Solo se aceptan documentos/,
    ],
    [
      'an SVG image',
      {
        name: 'logo.svg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      },
      415,
      /Solo se aceptan/,
    ],
    [
      'a script',
      { name: 'utilidad.js', data: Buffer.from('fetch("/api/v1/user/profile")') },
      415,
      /Solo se aceptan/,
    ],
    [
      'a plain zip',
      { name: 'archivos.zip', data: zipBytes({ 'a.txt': 'hola' }) },
      415,
      /Solo se aceptan/,
    ],
    ['an empty file', { name: 'vacio.pdf', data: Buffer.alloc(0) }, 400, /vacío/],
    [
      'a PDF named as Word',
      { name: 'formato.docx', data: pdfBytes() },
      400,
      /debería terminar en \.pdf/,
    ],
    [
      'a name with control characters',
      { name: 'guia\u0007.pdf', data: pdfBytes() },
      400,
      /caracteres no permitidos/,
    ],
  ];
  it.each(refusals)(
    'when the file is %s, then it is refused in Spanish and nothing is stored',
    async (_label, file, status, message) => {
      const before = { rows: await rows(), disk: await filesOnDisk() };
      const res = await post(admin, '/content/documents', form(docFields(), file));
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await rows()).toBe(before.rows);
      expect(await filesOnDisk()).toEqual({ stored: before.disk.stored, waiting: 0 });
    },
  );

  it('when a document of 20 MB arrives, then it is streamed to disk and kept whole', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const doc = await uploadDocument(app, admin, {}, { name: 'grande.pdf', data: big });
    expect(doc.file?.size).toBe(big.length);
  });

  it('when the file is over 25 MB, then it is refused and no part of it stays', async () => {
    const before = { rows: await rows(), disk: await filesOnDisk() };
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const res = await post(
      admin,
      '/content/documents',
      form(docFields(), { name: 'grande.pdf', data: big }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('El documento no puede pesar más de 25 MB.');
    expect(await rows()).toBe(before.rows);
    expect(await filesOnDisk()).toEqual({ stored: before.disk.stored, waiting: 0 });
  });

  it('when the fields are wrong, then the Spanish field errors come back and the file is dropped', async () => {
    const before = await filesOnDisk();
    const res = await post(
      admin,
      '/content/documents',
      form(docFields({ title: '', audience: 'todos' }), { name: 'a.pdf', data: pdfBytes() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Escribe el título.' },
        { field: 'audience', message: 'Elige para quién es.' },
      ]),
    );
    expect(await filesOnDisk()).toEqual({ stored: before.stored, waiting: 0 });
  });

  it('when the file is replaced, then the new one is served and the old one is gone', async () => {
    const doc = await uploadDocument(app, admin);
    const before = await filesOnDisk();
    const res = await post(
      admin,
      `/content/items/${doc.id}/file`,
      form({}, { name: 'nuevo.docx', data: docxBytes() }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.file.name).toBe('nuevo.docx');
    expect(await filesOnDisk()).toEqual(before);
    const file = await injectAs(app, patient.token, {
      method: 'GET',
      url: `/api/v1/content/items/${doc.id}/file`,
    });
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('when a document is archived, then readers lose it and the administration finds it in the archive', async () => {
    const doc = await uploadDocument(app, admin, { title: 'Formato anterior' });
    const res = await injectAs(app, admin.token, {
      method: 'POST',
      url: `/api/v1/content/items/${doc.id}/archive`,
      payload: { archived: true },
    });
    expect(res.json().data.archived).toBe(true);
    for (const url of [`/content/items/${doc.id}`, `/content/items/${doc.id}/file`]) {
      expect(
        (await injectAs(app, patient.token, { method: 'GET', url: `/api/v1${url}` })).statusCode,
      ).toBe(404);
    }
    const archive = await injectAs(app, admin.token, {
      method: 'GET',
      url: '/api/v1/content/items?kind=document&archived=true',
    });
    expect(archive.json().data.items.map((i: { id: string }) => i.id)).toContain(doc.id);
  });
});

describe('ranges and signed links', () => {
  let videoId: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = mp4Bytes(40_000);
    const res = await post(
      admin,
      '/content/videos/upload',
      form(
        { ...docFields({ title: 'Respiración guiada' }), durationSeconds: '12' },
        { name: 'respira.mp4', data: bytes },
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.video).toMatchObject({ source: 'archivo', durationSeconds: 12 });
    videoId = res.json().data.id;
  });
  const ranged = (range: string) =>
    injectAs(app, patient.token, {
      method: 'GET',
      url: `/api/v1/content/items/${videoId}/file`,
      headers: { range },
    });

  it('when the player asks for the first bytes, then exactly those come back', async () => {
    const res = await ranged('bytes=0-99');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
  });

  it('when the player seeks to the middle, then that slice comes back', async () => {
    const res = await ranged('bytes=20000-20999');
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(bytes.subarray(20000, 21000))).toBe(true);
  });

  it('when the range starts past the end, then the answer is 416 with the real length', async () => {
    const res = await ranged(`bytes=${bytes.length + 10}-`);
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('when a reader opens it, then a view is counted and the signed link plays without the session', async () => {
    const open = await injectAs(app, patient.token, {
      method: 'POST',
      url: `/api/v1/content/items/${videoId}/open`,
    });
    const { url } = open.json().data as { url: string };
    expect(url).toMatch(new RegExp(`^/api/v1/content/items/${videoId}/file\\?token=`));
    const played = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(played.statusCode).toBe(206);
    const events = await app.deps.db
      .select()
      .from(contentEvents)
      .where(eq(contentEvents.contentId, videoId));
    expect(events).toEqual([
      expect.objectContaining({ contentKind: 'video', action: 'view', userId: patient.id }),
    ]);
  });

  it('when the link is altered, names another item or the item is unpublished, then it answers 404', async () => {
    const { url } = (
      await injectAs(app, patient.token, {
        method: 'POST',
        url: `/api/v1/content/items/${videoId}/open`,
      })
    ).json().data as { url: string };
    const other = await uploadDocument(app, admin);
    expect((await app.inject({ method: 'GET', url: `${url.slice(0, -3)}abc` })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: url.replace(videoId, other.id) })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: url.split('?')[0]! })).statusCode).toBe(401);
    await injectAs(app, admin.token, {
      method: 'PUT',
      url: `/api/v1/content/videos/${videoId}`,
      payload: {
        title: 'Respiración guiada',
        category: 'Formatos',
        audience: 'ambos',
        published: false,
        durationSeconds: 12,
      },
    });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('reading', () => {
  it('when a reader has not opened an item it is new; opened, it is not; the administration sees the counters', async () => {
    const doc = await uploadDocument(app, admin, {
      title: 'Cuidados después de la sesión',
      audience: 'pacientes',
    });
    const list = async (who: TestUser) =>
      (
        await injectAs(app, who.token, {
          method: 'GET',
          url: '/api/v1/content/items?kind=document&pageSize=100',
        })
      )
        .json()
        .data.items.find((i: { id: string }) => i.id === doc.id);
    expect((await list(patient)).isNew).toBe(true);
    await injectAs(app, patient.token, {
      method: 'POST',
      url: `/api/v1/content/items/${doc.id}/open`,
    });
    const download = await injectAs(app, patient.token, {
      method: 'POST',
      url: `/api/v1/content/items/${doc.id}/download`,
    });
    expect(download.json().data.downloadUrl).toMatch(/download=1$/);
    expect((await list(patient)).isNew).toBe(false);
    expect(await list(patient)).toMatchObject({ views: null, downloads: null });
    expect(await list(therapist)).toBeUndefined();
    expect(await list(admin)).toMatchObject({ views: 1, downloads: 1 });
    await injectAs(app, admin.token, {
      method: 'POST',
      url: `/api/v1/content/items/${doc.id}/open`,
    });
    expect(await list(admin)).toMatchObject({ views: 1 });
  });

  it('when readers filter by category or search with typos and without accents, then the list narrows', async () => {
    await createArticle(app, admin, { title: 'Alimentación para el páncreas' });
    const q = async (query: string) =>
      (
        await injectAs(app, therapist.token, {
          method: 'GET',
          url: `/api/v1/content/items?kind=article&${query}`,
        })
      )
        .json()
        .data.items.map((i: { title: string }) => i.title);
    expect(await q('q=pancreas')).toEqual(['Alimentación para el páncreas']);
    expect(await q('q=pancraes')).toEqual(['Alimentación para el páncreas']);
    expect(await q('q=alimentos')).toEqual(['Alimentación para el páncreas']);
    expect(await q('category=Bienestar&q=zzzz')).toEqual([]);
    const categories = await injectAs(app, therapist.token, {
      method: 'GET',
      url: '/api/v1/content/categories?kind=article',
    });
    expect(categories.json().data).toContain('Bienestar');
  });

  it('when an article holds scripts, then readers get safe HTML and no Markdown source', async () => {
    const a = await createArticle(app, admin, {
      body: 'Hola <script>alert(1)</script> [x](javascript:alert(1)) [guía](https://www.gob.mx)',
    });
    const res = await injectAs(app, patient.token, {
      method: 'GET',
      url: `/api/v1/content/articles/${a.id}`,
    });
    const data = res.json().data;
    expect(data.body).toBe('');
    expect(data.html).not.toContain('<script');
    expect(data.html).not.toMatch(/href="javascript/);
    expect(data.html).toContain('rel="noopener noreferrer"');
    const preview = await injectAs(app, admin.token, {
      method: 'POST',
      url: '/api/v1/content/articles/preview',
      payload: { body: '<img src=x onerror=alert(1)> **hola**' },
    });
    expect(preview.json().data.html).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; <strong>hola</strong></p>\n',
    );
  });

  it('when a video comes from YouTube, then it plays through the privacy-enhanced player; other links are refused', async () => {
    const v = await createLinkedVideo(app, admin, { url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(v.video?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    const vimeo = await createLinkedVideo(app, admin, { url: 'https://vimeo.com/76979871' });
    expect(vimeo.video?.embedUrl).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    const bad = await injectAs(app, admin.token, {
      method: 'POST',
      url: '/api/v1/content/videos',
      payload: {
        title: 'x',
        category: 'y',
        audience: 'ambos',
        published: true,
        url: 'https://ejemplo.mx/video',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'url', message: 'Pega un enlace de YouTube o de Vimeo.' },
    ]);
  });

  it('when a poster is uploaded, then it is re-encoded to WebP and served to readers', async () => {
    const v = await createLinkedVideo(app, admin);
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const res = await post(
      admin,
      `/content/items/${v.id}/image`,
      form({}, { name: 'poster.png', data: png }),
    );
    expect(res.json().data.imageVersion).toBe(1);
    const image = await injectAs(app, therapist.token, {
      method: 'GET',
      url: `/api/v1/content/items/${v.id}/image`,
    });
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
  });
});
