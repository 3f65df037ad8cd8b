import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../core/db/client.ts';
import { apiRoot } from '../core/db/paths.ts';
import { contentEvents, contentItems, contentReads, users } from '../core/db/schema/index.ts';
import { writePdf } from '../core/simple-pdf.ts';
import { contentPaths } from '../features/content/content.files.ts';
import { seedDemoCatalogues } from './demo-catalogues.ts';
import { DEMO_ARTICLES, DEMO_DOCUMENTS } from './demo-content-texts.ts';

/** A 12-second breathing exercise (H.264 + AAC, 67 KB), made with ffmpeg and kept in the repo. */
const VIDEO_FIXTURE = path.join(apiRoot, 'src', 'seed', 'fixtures', 'respiracion-consciente.mp4');

const DAY = 86_400_000;

/** An abstract cover (no text, so no font is needed) in two colours, as the upload would store it. */
async function cover(file: string, [dark, light]: [string, string], seed: number) {
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 173 + i * 251) % 1280;
    const y = (seed * 97 + i * 131) % 720;
    const r = 90 + (((seed + i) * 37) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${light}" fill-opacity="${0.18 + i * 0.08}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="1280" height="720" fill="url(#g)"/>${circles}</svg>`;
  await writeFile(file, await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer());
}

/**
 * Información for the demo: PDF documents written at seed time, an uploaded video (the fixture)
 * and two linked ones, six articles with covers, views and downloads over the last weeks for the
 * analytics, a few items already opened by paciente@; and the general catalogues' content.
 */
export async function seedDemoContent(db: Db, uploadDir: string) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'admin@demo.mx',
        'terapeuta@demo.mx',
        'paciente@demo.mx',
        'paciente2@demo.mx',
        'paciente3@demo.mx',
        'terapeuta2@demo.mx',
      ]),
    );
  const id = (email: string) => people.find((p) => p.email === email)!.id;
  await seedDemoCatalogues(db, id('terapeuta@demo.mx'));

  const paths = contentPaths(uploadDir);
  await mkdir(paths.imagesDir, { recursive: true });
  const now = Date.now();
  const admin = id('admin@demo.mx');
  const inserted: {
    id: string;
    kind: 'document' | 'video' | 'article';
    published: boolean;
    audience: string;
  }[] = [];
  const add = async (values: typeof contentItems.$inferInsert) => {
    const [row] = await db.insert(contentItems).values(values).returning();
    inserted.push({
      id: row!.id,
      kind: row!.kind,
      published: row!.published,
      audience: row!.audience,
    });
    return row!.id;
  };

  for (const [i, doc] of DEMO_DOCUMENTS.entries()) {
    const key = randomUUID();
    const pdf = writePdf({ title: doc.title, blocks: doc.blocks, footer: 'Armonía Terapias' });
    await writeFile(paths.file(key), pdf);
    await add({
      kind: 'document',
      title: doc.title,
      description: doc.description,
      category: doc.category,
      audience: doc.audience,
      published: doc.published,
      publishedAt: doc.published ? new Date(now - (40 - i * 7) * DAY) : null,
      authorId: admin,
      fileKey: key,
      fileName: doc.fileName,
      fileType: 'application/pdf',
      fileSize: pdf.length,
    });
  }

  // A copy without the repository's sources (a production image) has no fixture: links only.
  if (existsSync(VIDEO_FIXTURE)) {
    const key = randomUUID();
    await copyFile(VIDEO_FIXTURE, paths.file(key));
    const videoId = await add({
      kind: 'video',
      title: 'Respiración consciente antes de la sesión',
      description:
        'Ejercicio guiado de 12 segundos: inhala 4, retén 4, exhala 6. Repítelo cinco veces.',
      category: 'Bienestar',
      audience: 'ambos',
      published: true,
      publishedAt: new Date(now - 3 * DAY),
      authorId: admin,
      fileKey: key,
      fileName: 'respiracion-consciente.mp4',
      fileType: 'video/mp4',
      fileSize: (await stat(VIDEO_FIXTURE)).size,
      videoSource: 'archivo',
      durationSeconds: 12,
      imageVersion: 1,
    });
    await cover(paths.image(videoId), ['#0f766e', '#ccfbf1'], 7);
  }
  const linked = [
    {
      title: 'Cómo usar el reproductor de videos',
      description:
        'Recorrido por los controles del reproductor: pausa, volumen y pantalla completa.',
      category: 'Primeros pasos',
      source: 'vimeo' as const,
      ref: '76979871',
      duration: 62,
    },
    {
      title: 'Prueba de reproducción desde YouTube',
      description:
        'Video de prueba para comprobar que los videos de YouTube se ven en tu dispositivo.',
      category: 'Primeros pasos',
      source: 'youtube' as const,
      ref: 'M7lc1UVf-VE',
      duration: 107,
    },
  ];
  for (const [i, v] of linked.entries()) {
    await add({
      kind: 'video',
      title: v.title,
      description: v.description,
      category: v.category,
      audience: i === 0 ? 'ambos' : 'terapeutas',
      published: true,
      publishedAt: new Date(now - (20 + i) * DAY),
      authorId: admin,
      videoSource: v.source,
      videoRef: v.ref,
      durationSeconds: v.duration,
    });
  }

  for (const [i, a] of DEMO_ARTICLES.entries()) {
    const articleId = await add({
      kind: 'article',
      title: a.title,
      description: a.summary,
      category: a.category,
      audience: a.audience,
      published: true,
      publishedAt: new Date(now - (30 - i * 4) * DAY),
      authorId: admin,
      body: a.body,
      imageVersion: 1,
    });
    await cover(paths.image(articleId), a.colors, i + 1);
  }

  // Who opened what: the analytics get a history, and every reader keeps some "Nuevo" items.
  const readers = [
    'paciente@demo.mx',
    'paciente2@demo.mx',
    'paciente3@demo.mx',
    'terapeuta@demo.mx',
    'terapeuta2@demo.mx',
  ];
  const events: (typeof contentEvents.$inferInsert)[] = [];
  inserted
    .filter((c) => c.published)
    .forEach((c, i) => {
      readers.forEach((email, r) => {
        const therapist = email.startsWith('terapeuta');
        if (c.audience !== 'ambos' && (c.audience === 'terapeutas') !== therapist) return;
        if ((i + r) % 3 === 0) return;
        const at = new Date(now - (((i * 5 + r * 3) % 35) + 1) * DAY);
        events.push({
          contentKind: c.kind,
          contentId: c.id,
          action: 'view',
          userId: id(email),
          createdAt: at,
        });
        if (c.kind === 'document' && (i + r) % 2 === 0) {
          events.push({
            contentKind: c.kind,
            contentId: c.id,
            action: 'download',
            userId: id(email),
            createdAt: at,
          });
        }
      });
    });
  await db.insert(contentEvents).values(events);
  const reads = new Map(
    events
      .filter((e) => e.action === 'view')
      .map((e) => [
        `${e.userId}:${e.contentId}`,
        { userId: e.userId!, contentId: e.contentId, openedAt: e.createdAt },
      ]),
  );
  await db.insert(contentReads).values([...reads.values()]);
}
