import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TherapistCard } from '@armonia/shared';
import { tags, therapistProfiles, users } from '../../core/db/schema/index.ts';
import { createTestApp, createUser, multipartFile, type TestUser } from '../../testing/helper.ts';
import { searchTherapists } from './directory.repository.ts';
import {
  call,
  createTherapies,
  giveOpinions,
  listedTherapist,
  profileBody,
} from './directory.test-helpers.ts';

/**
 * The directory's filters, sorts and visibility on a fixed clock: a Wednesday, 10:00 at the
 * practice (Monterrey, UTC−6), some weeks ahead, so "this week" means the same on every run.
 */
function nextWednesdayTen(): Date {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 16));
}
const NOW = nextWednesdayTen();
const DAY = 86_400_000;

let app: FastifyInstance;
let webDist: string;
let patient: TestUser;
let admin: TestUser;
let therapies: Record<string, string>;
/** Ramón: biomagnetism and Bach flowers in Monterrey, in person, 600, 4.5 stars, free today. */
let ramon: TestUser & { slug: string };
/** Sofía: homeopathy online from San Pedro, 1,200, English too, app only, no slot in 2 weeks. */
let sofia: TestUser & { slug: string };
/** Óscar: reiki and biomagnetism in Guadalajara, both, 900, 5 stars, free next week only. */
let oscar: TestUser & { slug: string };
let hidden: TestUser & { slug: string };
let deactivated: TestUser & { slug: string };

const names = (items: TherapistCard[]) => items.map((c) => c.name.split(' ')[0]);

async function list(query: string, audience: 'app' | 'public' = 'app') {
  const res =
    audience === 'app'
      ? await call(app, patient, 'GET', `/directory/therapists?${query}`)
      : await call(app, undefined, 'GET', `/public/directory/therapists?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: TherapistCard[]; total: number };
}

beforeAll(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  webDist = await mkdtemp(path.join(os.tmpdir(), 'armonia-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Sitio" /><title>Armonía Terapias</title></head><body><div id="root"></div></body></html>',
  );
  app = await createTestApp({ webDist }, { referenceData: true });
  patient = await createUser(app, 'Paciente');
  admin = await createUser(app, 'Super-Admin');
  therapies = await createTherapies(app, [
    'Par biomagnético',
    'Flores de Bach',
    'Homeopatía',
    'Reiki',
  ]);
  const t = therapies;
  ramon = await listedTherapist(
    app,
    { name: 'Ramón', lastName: 'Núñez Treviño' },
    profileBody([t['Par biomagnético']!, t['Flores de Bach']!], {
      modality: 'presencial',
      fee: 600,
      bio: 'Sesiones para el dolor crónico y el estrés.',
    }),
  );
  sofia = await listedTherapist(
    app,
    { name: 'Sofía', lastName: 'Ángeles Garza' },
    profileBody([t['Homeopatía']!], {
      city: 'San Pedro Garza García',
      modality: 'en_linea',
      officeAddress: '',
      fee: 1200,
      languages: ['es-MX', 'en'],
      publicListed: false,
      bio: 'Homeopatía clásica para niños y adultos.',
    }),
  );
  oscar = await listedTherapist(
    app,
    { name: 'Óscar', lastName: 'Peña Ibarra' },
    profileBody([t['Reiki']!, t['Par biomagnético']!], {
      state: 'JAL',
      city: 'Guadalajara',
      fee: 900,
      acceptsNewPatients: false,
    }),
  );
  hidden = await listedTherapist(
    app,
    { name: 'Mónica', lastName: 'Reyes Luna' },
    profileBody([t['Par biomagnético']!], { listed: false }),
  );
  deactivated = await listedTherapist(
    app,
    { name: 'Ernesto', lastName: 'Salas Rocha' },
    profileBody([t['Par biomagnético']!]),
  );
  await app.deps.db.update(users).set({ active: false }).where(eq(users.id, deactivated.id));

  // Sofía is away for three weeks; Óscar until next Tuesday (after this week ends on Sunday).
  const block = async (who: TestUser, days: number) =>
    expect(
      (
        await call(app, who, 'POST', '/appointments/blocked-periods', {
          startsAt: new Date(NOW.getTime() - DAY).toISOString(),
          endsAt: new Date(NOW.getTime() + days * DAY).toISOString(),
          reason: 'Vacaciones',
        })
      ).statusCode,
    ).toBe(201);
  await block(sofia, 21);
  await block(oscar, 5.6);

  await giveOpinions(app, ramon.id, [5, 4]);
  await giveOpinions(app, sofia.id, [3]);
  await giveOpinions(app, oscar.id, [5, 5, 5], [1]);
  await app.deps.directory.slots.refreshDue();
});
afterAll(async () => {
  await app.close();
  vi.useRealTimers();
});

describe('who is listed', () => {
  it('signed-in users see the listed, active therapists; never the hidden or the deactivated', async () => {
    const all = await list('');
    expect(all.total).toBe(3);
    expect(names(all.items).sort()).toEqual(['Ramón', 'Sofía', 'Óscar']);
    for (const gone of [hidden, deactivated]) {
      expect(
        (await call(app, patient, 'GET', `/directory/therapists/${gone.slug}`)).statusCode,
      ).toBe(404);
      for (const sub of ['opinions', 'free-slots?from=2030-01-01&to=2030-01-02']) {
        const res = await call(app, patient, 'GET', `/directory/therapists/${gone.slug}/${sub}`);
        expect(res.statusCode).toBe(404);
      }
    }
  });

  it('visitors of the public site see only those who opted in to it', async () => {
    const all = await list('', 'public');
    expect(names(all.items).sort()).toEqual(['Ramón', 'Óscar']);
    const res = await call(app, undefined, 'GET', `/public/directory/therapists/${sofia.slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('El terapeuta no existe o no está en el directorio.');
  });

  it('a profile shown hidden later disappears at once', async () => {
    const body = profileBody([therapies['Homeopatía']!], { listed: false, city: 'Monterrey' });
    const t = await listedTherapist(
      app,
      { name: 'Tomás', lastName: 'Pruebas' },
      profileBody([therapies['Reiki']!]),
    );
    expect((await list('q=tomas')).total).toBe(1);
    expect((await call(app, t, 'PUT', '/directory/profile', body)).statusCode).toBe(200);
    expect((await list('q=tomas')).total).toBe(0);
  });

  it('the general search reuses the directory text search: visible therapists only', async () => {
    const found = await searchTherapists(app.deps.db, 'biomagnetico', 1, NOW);
    expect(found.rows.map((r) => r.name).sort()).toEqual(['Ramón', 'Óscar']);
    expect((await searchTherapists(app.deps.db, 'monica reyes', 1, NOW)).total).toBe(0);
  });
});

describe('free text: accents and case aside, over name, bio and therapies', () => {
  it.each([
    ['nunez', ['Ramón']],
    ['NÚÑEZ treviño', ['Ramón']],
    ['dolor cronico', ['Ramón']],
    ['homeopatia', ['Sofía']],
    ['biomagnetico', ['Ramón', 'Óscar']],
    ['reiki pena', ['Óscar']],
    ['angeles ninos', ['Sofía']],
    ['acupuntura', []],
  ])('«%s»', async (q, expected) => {
    const found = await list(`q=${encodeURIComponent(q)}`);
    expect(names(found.items).sort()).toEqual([...expected].sort());
  });

  it('follows a renamed therapy and a renamed account', async () => {
    await app.deps.db
      .update(tags)
      .set({ name: 'Reiki Usui' })
      .where(eq(tags.id, therapies['Reiki']!));
    expect(names((await list('q=usui')).items)).toEqual(['Óscar']);
    await app.deps.db
      .update(users)
      .set({ lastName: 'Peña Ibarra de León' })
      .where(eq(users.id, oscar.id));
    expect(names((await list('q=leon')).items)).toEqual(['Óscar']);
  });
});

describe('filters', () => {
  it.each([
    [`therapy=THERAPY:Par biomagnético`, ['Ramón', 'Óscar']],
    ['state=JAL', ['Óscar']],
    ['state=NLE&city=san%20pedro%20garza%20garcia', ['Sofía']],
    ['city=MONTERREY', ['Ramón']],
    ['modality=presencial', ['Ramón', 'Óscar']],
    ['modality=en_linea', ['Sofía', 'Óscar']],
    ['language=en', ['Sofía']],
    ['feeMin=700&feeMax=1000', ['Óscar']],
    ['feeMax=600', ['Ramón']],
    ['minRating=4', ['Ramón', 'Óscar']],
    ['minRating=4.6', ['Óscar']],
    ['freeThisWeek=true', ['Ramón']],
    ['freeThisWeek=true&state=NLE&q=biomagnetismo%20dolor', []],
    ['freeThisWeek=true&therapy=THERAPY:Par biomagnético&state=NLE&q=estres', ['Ramón']],
  ])('%s', async (query, expected) => {
    const q = query.replace(/THERAPY:([^&]+)/, (_, name: string) => therapies[name]!);
    expect(names((await list(q)).items).sort()).toEqual([...expected].sort());
  });

  it('invalid values are refused with a Spanish message on the field', async () => {
    for (const [query, field, message] of [
      ['minRating=9', 'minRating', 'La calificación mínima va de 1 a 5.'],
      ['state=XX', 'state', 'Elige uno de los 32 estados de México.'],
      ['sort=precio', 'sort', 'Elige un orden de la lista.'],
      ['feeMin=-5', 'feeMin', 'La tarifa mínima no puede ser negativa.'],
      ['feeMin=900&feeMax=100', 'feeMin', 'La tarifa mínima no puede ser mayor que la máxima.'],
      ['therapy=reiki', 'therapy', 'Elige una terapia de la lista.'],
      [
        'freeThisWeek=quizas',
        'freeThisWeek',
        'Indica sí o no para «Con horario libre esta semana».',
      ],
      ['modality=ambas', 'modality', 'Elige presencial o en línea.'],
    ] as const) {
      const res = await call(app, patient, 'GET', `/directory/therapists?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
  });
});

describe('sorts and pages', () => {
  it('by rating, fee and next free slot', async () => {
    expect(names((await list('sort=rating')).items)).toEqual(['Óscar', 'Ramón', 'Sofía']);
    expect(names((await list('sort=fee')).items)).toEqual(['Ramón', 'Óscar', 'Sofía']);
    const next = (await list('sort=next')).items;
    expect(names(next)).toEqual(['Ramón', 'Óscar', 'Sofía']);
    // Ramón's first free slot is at noon today (two hours' notice); Sofía has none in two weeks.
    expect(next[0]!.nextFreeAt).toBe(new Date(NOW.getTime() + 2 * 3_600_000).toISOString());
    expect(next[2]!.nextFreeAt).toBeNull();
  });

  it('by relevance: the best text match first, then the verified', async () => {
    expect(names((await list('q=ramon%20nunez')).items)).toEqual(['Ramón']);
    const verify = await call(app, admin, 'PUT', `/directory/profiles/${sofia.id}/verification`, {
      verified: true,
      note: 'Cédula de homeópata revisada.',
    });
    expect(verify.statusCode).toBe(200);
    expect(names((await list('')).items)[0]).toBe('Sofía');
  });

  it('pages through the list with the total', async () => {
    const second = await list('sort=fee&page=2&pageSize=2');
    expect(second.total).toBe(3);
    expect(names(second.items)).toEqual(['Sofía']);
  });

  it('a booking makes the stored next free slot move on', async () => {
    const before = (await list('q=ramon')).items[0]!.nextFreeAt!;
    const linked = await createUser(app, 'Paciente');
    const booked = await call(app, linked, 'POST', '/appointments/book', {
      therapistId: ramon.id,
      startsAt: before,
      modality: 'presencial',
      consent: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const after = (await list('q=ramon')).items[0]!.nextFreeAt!;
    expect(Date.parse(after)).toBe(Date.parse(before) + 3_600_000);
  });
});

describe('a profile page', () => {
  it('shows everything of the profile, the visible opinions and their distribution', async () => {
    const res = await call(app, patient, 'GET', `/directory/therapists/${oscar.slug}`);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      name: 'Óscar Peña Ibarra de León',
      city: 'Guadalajara',
      state: 'JAL',
      modality: 'ambas',
      fee: 900,
      currency: 'MXN',
      officeAddress: 'Av. Constitución 1000, Centro, Monterrey, N.L.',
      languages: [{ code: 'es-MX', name: 'Español (México)' }],
      rating: { average: 5, count: 3 },
      distribution: [0, 0, 0, 0, 3],
      acceptsNewPatients: false,
      viewer: {
        linked: false,
        canBook: false,
        bookingNote: 'Este terapeuta no está recibiendo pacientes nuevos por ahora.',
        canMessage: false,
      },
      email: null,
    });
    const opinions = await call(
      app,
      patient,
      'GET',
      `/directory/therapists/${oscar.slug}/opinions`,
    );
    const items = opinions.json().data.items as { stars: number; author: string }[];
    expect(items.map((o) => o.stars)).toEqual([5, 5, 5]);
    expect(items.every((o) => /^Autora\d+$/.test(o.author))).toBe(true);
  });

  it('an unknown slug, or one that is no slug, answers 404 or 400', async () => {
    expect((await call(app, patient, 'GET', '/directory/therapists/nadie-aqui')).statusCode).toBe(
      404,
    );
    expect(
      (await call(app, patient, 'GET', '/directory/therapists/Nadie%20Aqu%C3%AD')).statusCode,
    ).toBe(400);
  });

  it('free slots: the bookable ones of up to two weeks', async () => {
    const day = new Date(NOW.getTime() + DAY).toISOString().slice(0, 10);
    const res = await call(
      app,
      undefined,
      'GET',
      `/public/directory/therapists/${ramon.slug}/free-slots?from=${day}&to=${day}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(12);
    const far = new Date(NOW.getTime() + 20 * DAY).toISOString().slice(0, 10);
    const tooLong = await call(
      app,
      patient,
      'GET',
      `/directory/therapists/${ramon.slug}/free-slots?from=${day}&to=${far}`,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('the filters offer the therapies, the 32 states and the cities where someone is listed', async () => {
    const res = await call(app, undefined, 'GET', '/public/directory/facets');
    const f = res.json().data;
    expect(f.states).toHaveLength(32);
    expect(f.cities).toEqual([
      { state: 'JAL', city: 'Guadalajara' },
      { state: 'NLE', city: 'Monterrey' },
    ]);
    expect(f.currencies.map((c: { code: string }) => c.code)).toContain('MXN');
    expect(f.languages.map((c: { code: string }) => c.code)).toContain('es-MX');
  });
});

describe('the editor', () => {
  it('refuses a negative or absurd fee, a bio over the limit, unknown choices; Spanish messages', async () => {
    const t = await createUser(app, 'Terapeuta');
    const base = profileBody([therapies['Homeopatía']!]);
    for (const [change, field, message] of [
      [{ fee: -1 }, 'fee', 'La tarifa no puede ser negativa.'],
      [{ fee: 90000 }, 'fee', 'La tarifa no puede pasar de 50,000.'],
      [{ bio: 'a'.repeat(2001) }, 'bio', 'La presentación no puede tener más de 2,000 caracteres.'],
      [{ therapies: [] }, 'therapies', 'Elige al menos una terapia.'],
      [
        { modality: 'presencial', officeAddress: '' },
        'officeAddress',
        'Escribe la dirección del consultorio (también será el lugar de tus citas presenciales).',
      ],
      [
        { therapies: ['7d1f9f1e-0000-4000-8000-000000000000'] },
        'therapies',
        'Una de las terapias elegidas no existe.',
      ],
      [{ currency: 'EUR' }, 'currency', 'Elige una moneda de la lista.'],
      [{ languages: ['fr'] }, 'languages', 'Uno de los idiomas elegidos no está en la lista.'],
      [{ yearsOfPractice: 200 }, 'yearsOfPractice', 'Revisa los años de práctica (máximo 70).'],
    ] as const) {
      const res = await call(app, t, 'PUT', '/directory/profile', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    expect((await call(app, t, 'GET', '/directory/profile')).json().data.saved).toBe(false);
  });

  it('keeps markup as text, gives namesakes their own address, and never lists publicly what is hidden', async () => {
    const t = await createUser(app, 'Terapeuta');
    await app.deps.db
      .update(users)
      .set({ name: 'Ramón', lastName: 'Núñez Treviño' })
      .where(eq(users.id, t.id));
    const bio = '<script>alert("x")</script> Consulta & seguimiento';
    const res = await call(
      app,
      t,
      'PUT',
      '/directory/profile',
      profileBody([therapies['Reiki']!], { bio, listed: false, publicListed: true }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved.slug).toBe('ramon-nunez-trevino-2');
    expect(saved.profile).toMatchObject({ bio, listed: false, publicListed: false });
    // The address stays when the name changes: links already shared keep working.
    await app.deps.db.update(users).set({ name: 'Ramiro' }).where(eq(users.id, t.id));
    const again = await call(
      app,
      t,
      'PUT',
      '/directory/profile',
      profileBody([therapies['Reiki']!]),
    );
    expect(again.json().data.slug).toBe('ramon-nunez-trevino-2');
  });

  it('only Super-Admin verifies: who, when and the note; the therapist sees the mark, not the note', async () => {
    const res = await call(app, admin, 'PUT', `/directory/profiles/${ramon.id}/verification`, {
      verified: true,
      note: 'Certificado del Instituto de Biomagnetismo revisado.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.verification).toMatchObject({
      verified: true,
      at: NOW.toISOString(),
      by: expect.stringMatching(/^Prueba/),
      note: 'Certificado del Instituto de Biomagnetismo revisado.',
    });
    const own = (await call(app, ramon, 'GET', '/directory/profile')).json().data;
    expect(own.verification).toMatchObject({ verified: true, note: null });
    const card = (await list('q=ramon')).items[0]!;
    expect(card.verified).toBe(true);
    const off = await call(app, admin, 'PUT', `/directory/profiles/${ramon.id}/verification`, {
      verified: false,
      note: 'Certificado vencido.',
    });
    expect(off.json().data.verification).toMatchObject({ verified: false, at: null, by: null });
    const unsaved = await createUser(app, 'Terapeuta');
    const none = await call(app, admin, 'PUT', `/directory/profiles/${unsaved.id}/verification`, {
      verified: true,
    });
    expect(none.statusCode).toBe(409);
  });

  it('the administration finds therapists by name, accents aside, listed or not', async () => {
    const res = await call(app, admin, 'GET', '/directory/profiles?q=monica');
    expect(res.json().data.items).toEqual([
      expect.objectContaining({ therapistId: hidden.id, saved: true, listed: false }),
    ]);
  });
});

describe('the public pages as the server sends them', () => {
  it('a public profile has its own title, description and ProfilePage JSON-LD, markup escaped', async () => {
    await call(
      app,
      oscar,
      'PUT',
      '/directory/profile',
      profileBody([therapies['Par biomagnético']!], {
        state: 'JAL',
        city: 'Guadalajara',
        bio: 'Reiki y biomagnetismo </script><script>alert(1)</script> en Guadalajara.',
      }),
    );
    const res = await app.inject({ method: 'GET', url: `/terapeutas/${oscar.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(
      '<title>Óscar Peña Ibarra de León: Par biomagnético en Guadalajara · Armonía Terapias</title>',
    );
    expect(html).toMatch(
      /<meta name="description" content="Óscar Peña Ibarra de León: Par biomagnético en Guadalajara, Jalisco\./,
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    const ld = JSON.parse(json);
    expect(ld['@type']).toBe('ProfilePage');
    expect(ld.mainEntity['@type']).toBe('Person');
    expect(json).not.toContain('Physician');
    expect(ld.mainEntity.workLocation.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Guadalajara',
      addressRegion: 'Jalisco',
      addressCountry: 'MX',
    });
    expect(ld.mainEntity.makesOffer[0].itemOffered.name).toBe('Par biomagnético');
    expect(ld.mainEntity.description).toContain('</script><script>alert(1)</script>');
  });

  it('an unknown, hidden or app-only profile answers 404 with the app', async () => {
    for (const slug of ['nadie', hidden.slug, sofia.slug, 'No%20Slug']) {
      const res = await app.inject({ method: 'GET', url: `/terapeutas/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('application/ld+json');
    }
    const directory = await app.inject({ method: 'GET', url: '/terapeutas' });
    expect(directory.body).toContain(
      '<title>Terapeutas de terapias complementarias · Armonía Terapias</title>',
    );
  });

  it("a public therapist's photo is served to anyone; an app-only one's is not", async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    for (const who of [oscar, sofia]) {
      const upload = multipartFile('file', 'foto.png', 'image/png', png);
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/files/upload-profile-image',
        payload: upload.payload,
        headers: { ...upload.headers, authorization: `Bearer ${who.token}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const photo = await call(
      app,
      undefined,
      'GET',
      `/public/directory/therapists/${oscar.slug}/photo?size=64`,
    );
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const app_only = await call(
      app,
      undefined,
      'GET',
      `/public/directory/therapists/${sofia.slug}/photo`,
    );
    expect(app_only.statusCode).toBe(404);
  });
});

describe('the stored figures follow the database', () => {
  it('an opinion hidden by the administration leaves the average and the count', async () => {
    const [row] = await app.deps.db
      .select({ count: therapistProfiles.ratingCount, sum: therapistProfiles.ratingSum })
      .from(therapistProfiles)
      .where(eq(therapistProfiles.therapistId, ramon.id));
    expect(row).toEqual({ count: 2, sum: 9 });
  });
});
