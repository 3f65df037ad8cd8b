import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCES, type Audience, type Role } from '@armonia/shared';
import { contentItems } from '../../core/db/schema/index.ts';
import { createTestApp, createUser, injectAs, type TestUser } from '../../testing/helper.ts';
import {
  createArticle,
  createLinkedVideo,
  docFields,
  form,
  mp4Bytes,
  pdfBytes,
  uploadDocument,
} from './content.test-helpers.ts';

/**
 * Every reading route × every role × audience × published; then every writing route × every
 * role, with the refused writes proven not to have happened.
 */
let app: FastifyInstance;
const users = {} as Record<Role, TestUser>;

beforeAll(async () => {
  app = await createTestApp();
  for (const role of ['Super-Admin', 'Terapeuta', 'Paciente'] as const) {
    users[role] = await createUser(app, role);
  }
});
afterAll(() => app.close());

interface Fixture {
  documentId: string;
  articleId: string;
  videoId: string;
}

async function fixture(audience: Audience, published: boolean): Promise<Fixture> {
  const admin = users['Super-Admin'];
  const doc = await uploadDocument(app, admin, { audience, published: String(published) });
  const article = await createArticle(app, admin, { audience, published });
  const video = await createLinkedVideo(app, admin, { audience, published });
  const png = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  await injectAs(app, admin.token, {
    method: 'POST',
    url: `/api/v1/content/items/${video.id}/image`,
    ...form({}, { name: 'p.png', data: png }),
  });
  return { documentId: doc.id, articleId: article.id, videoId: video.id };
}

const readers: { name: string; run: (token: string | undefined, f: Fixture) => Promise<number> }[] =
  [
    ['GET /content/items/:id', 'GET', (f: Fixture) => `/content/items/${f.documentId}`],
    ['GET /content/articles/:id', 'GET', (f: Fixture) => `/content/articles/${f.articleId}`],
    ['POST /content/items/:id/open', 'POST', (f: Fixture) => `/content/items/${f.documentId}/open`],
    [
      'POST /content/items/:id/download',
      'POST',
      (f: Fixture) => `/content/items/${f.documentId}/download`,
    ],
    ['GET /content/items/:id/file', 'GET', (f: Fixture) => `/content/items/${f.documentId}/file`],
    ['GET /content/items/:id/image', 'GET', (f: Fixture) => `/content/items/${f.videoId}/image`],
  ].map(([name, method, url]) => ({
    name: name as string,
    run: async (token, f) =>
      (
        await injectAs(app, token, {
          method: method as 'GET' | 'POST',
          url: `/api/v1${(url as (f: Fixture) => string)(f)}`,
        })
      ).statusCode,
  }));

const mayRead = (role: Role, audience: Audience, published: boolean) =>
  role === 'Super-Admin' ||
  (published &&
    (audience === 'ambos' || audience === (role === 'Terapeuta' ? 'terapeutas' : 'pacientes')));

describe('reading: role × audience × published', () => {
  const cases = AUDIENCES.flatMap((audience) =>
    [true, false].map((published) => ({ audience, published })),
  );
  it.each(cases)(
    'when an item is for $audience and published is $published, then only its readers reach it',
    async ({ audience, published }) => {
      const f = await fixture(audience, published);
      for (const role of ['Super-Admin', 'Terapeuta', 'Paciente'] as const) {
        const expected = mayRead(role, audience, published) ? 200 : 404;
        for (const route of readers) {
          expect(`${route.name} as ${role}: ${await route.run(users[role].token, f)}`).toBe(
            `${route.name} as ${role}: ${expected}`,
          );
        }
        for (const kind of ['document', 'article', 'video'] as const) {
          const list = await injectAs(app, users[role].token, {
            method: 'GET',
            url: `/api/v1/content/items?kind=${kind}&pageSize=100`,
          });
          const ids = list.json().data.items.map((i: { id: string }) => i.id);
          const id = { document: f.documentId, article: f.articleId, video: f.videoId }[kind];
          expect(`${kind} list as ${role}: ${ids.includes(id)}`).toBe(
            `${kind} list as ${role}: ${mayRead(role, audience, published)}`,
          );
        }
      }
      for (const route of readers) {
        expect(`${route.name} anonymous: ${await route.run(undefined, f)}`).toBe(
          `${route.name} anonymous: 401`,
        );
      }
    },
  );
});

describe('writing: only the administration', () => {
  const rowCount = async () => (await app.deps.db.select({ n: count() }).from(contentItems))[0]!.n;
  const stateOf = async (id: string) => {
    const [row] = await app.deps.db.select().from(contentItems).where(eq(contentItems.id, id));
    return row;
  };

  it('when a therapist, a patient or nobody tries every write, then it is refused and nothing changes', async () => {
    const f = await fixture('ambos', true);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const writes: { name: string; send: (token: string | undefined) => Promise<number> }[] = [
      ['POST', '/content/documents', form(docFields(), { name: 'a.pdf', data: pdfBytes() })],
      ['POST', '/content/videos/upload', form(docFields(), { name: 'a.mp4', data: mp4Bytes() })],
      [
        'POST',
        '/content/videos',
        {
          payload: {
            title: 'x',
            category: 'y',
            audience: 'ambos',
            published: true,
            url: 'https://youtu.be/dQw4w9WgXcQ',
          },
        },
      ],
      [
        'POST',
        '/content/articles',
        {
          payload: {
            title: 'x',
            summary: 'y',
            category: 'z',
            audience: 'ambos',
            published: true,
            body: 'b',
          },
        },
      ],
      ['POST', '/content/articles/preview', { payload: { body: 'hola' } }],
      [
        'PUT',
        `/content/documents/${f.documentId}`,
        { payload: { title: 'Cambiado', category: 'c', audience: 'ambos', published: false } },
      ],
      [
        'PUT',
        `/content/videos/${f.videoId}`,
        { payload: { title: 'Cambiado', category: 'c', audience: 'ambos', published: false } },
      ],
      [
        'PUT',
        `/content/articles/${f.articleId}`,
        {
          payload: {
            title: 'Cambiado',
            summary: 's',
            category: 'c',
            audience: 'ambos',
            published: false,
            body: 'b',
          },
        },
      ],
      [
        'POST',
        `/content/items/${f.documentId}/file`,
        form({}, { name: 'b.pdf', data: pdfBytes('Otro') }),
      ],
      ['POST', `/content/items/${f.videoId}/image`, form({}, { name: 'p.png', data: png })],
      ['POST', `/content/items/${f.documentId}/archive`, { payload: { archived: true } }],
    ].map(([method, url, body]) => ({
      name: `${method} ${url}`,
      send: async (token) =>
        (
          await injectAs(app, token, {
            method: method as 'POST' | 'PUT',
            url: `/api/v1${url as string}`,
            ...(body as object),
          })
        ).statusCode,
    }));

    const before = {
      rows: await rowCount(),
      document: await stateOf(f.documentId),
      video: await stateOf(f.videoId),
      article: await stateOf(f.articleId),
    };
    for (const [who, token, expected] of [
      ['Terapeuta', users.Terapeuta.token, 403],
      ['Paciente', users.Paciente.token, 403],
      ['anónimo', undefined, 401],
    ] as const) {
      for (const w of writes) {
        expect(`${w.name} as ${who}: ${await w.send(token)}`).toBe(
          `${w.name} as ${who}: ${expected}`,
        );
      }
    }
    expect(await rowCount()).toBe(before.rows);
    expect(await stateOf(f.documentId)).toEqual(before.document);
    expect(await stateOf(f.videoId)).toEqual(before.video);
    expect(await stateOf(f.articleId)).toEqual(before.article);

    for (const w of writes) {
      expect(`${w.name} as admin: ${await w.send(users['Super-Admin'].token)}`).toMatch(
        /: 20[01]$/,
      );
    }
  });
});
