import { beforeAll, describe, expect, it } from 'vitest';
import { searchKey, type SearchAnswer, type SearchKind } from '@armonia/shared';
import { patientSearchText } from '../../core/patient-records.ts';
import {
  catalogRegisters,
  moduleAccess,
  catalogs,
  contentItems,
  patients,
  therapistProfiles,
} from '../../core/db/schema/index.ts';
import { injectAs, insertAppointmentRow, type TestUser } from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';
import { MATCH_CAP } from './search.source.ts';

const { app, admin, therapist, otherTherapist, patient } = await appWithUsers(
  {
    admin: 'Super-Admin',
    therapist: { role: 'Terapeuta', name: 'Alejandra' },
    otherTherapist: { role: 'Terapeuta', name: 'Jorge' },
    patient: 'Paciente',
  },
  { referenceData: true },
);

async function addPatient(therapistId: string, name: string, lastName: string) {
  const values = { therapistId, name, lastName, email: '', phone: '' };
  const [row] = await app.deps.db
    .insert(patients)
    .values({ ...values, searchText: patientSearchText(values) })
    .returning({ id: patients.id });
  return row!.id;
}

let slot = 0;
async function addAppointment(therapistId: string, patientId: string, reason: string) {
  slot += 1;
  const start = new Date(Date.UTC(2026, 5, 1, 8 + slot));
  const row = await insertAppointmentRow(app, {
    therapistId,
    patientId,
    startsAt: start,
    minutes: 50,
    status: 'confirmada',
    reason,
  });
  return row.id;
}

async function addRegister(
  catalogId: string,
  name: string,
  description: string,
  ownerId: string | null,
) {
  await app.deps.db.insert(catalogRegisters).values({
    catalogId,
    ownerId,
    name,
    nameKey: searchKey(name),
    description,
    searchText: searchKey(`${name} ${description}`),
  });
}

async function addContent(
  kind: 'document' | 'article' | 'video',
  title: string,
  audience: 'terapeutas' | 'pacientes' | 'ambos',
  published = true,
) {
  await app.deps.db.insert(contentItems).values({
    kind,
    title,
    description: `Material de ${title.toLowerCase()}`,
    category: 'Guías',
    audience,
    published,
    videoSource: kind === 'video' ? 'youtube' : null,
    videoRef: kind === 'video' ? 'dQw4w9WgXcQ' : null,
    body: kind === 'article' ? 'Texto del artículo.' : '',
  });
}

async function addProfile(therapistId: string, slug: string, bio: string, listed = true) {
  await app.deps.db.insert(therapistProfiles).values({
    therapistId,
    slug,
    bio,
    state: 'NLE',
    city: 'Monterrey',
    cityKey: 'monterrey',
    modality: 'presencial',
    fee: 700,
    currency: 'MXN',
    languages: ['es'],
    listed,
  });
}

beforeAll(async () => {
  const sofia = await addPatient(therapist.id, 'Sofía', 'Martínez Rodríguez');
  await addAppointment(therapist.id, sofia, 'Dolores de cabeza por las tardes');
  const foreign = await addPatient(otherTherapist.id, 'Sofía', 'Bernal Quiroga');
  await addAppointment(otherTherapist.id, foreign, 'Dolores de espalda');

  const [organs] = await app.deps.db
    .insert(catalogs)
    .values({ name: 'Órganos', nameKey: 'organos' })
    .returning();
  const [closed] = await app.deps.db
    .insert(catalogs)
    .values({ name: 'Restringido', nameKey: 'restringido' })
    .returning();
  await addRegister(organs!.id, 'Páncreas', 'Dolor abdominal alto y digestión lenta', null);
  await addRegister(organs!.id, 'Páncreas de Alejandra', 'Notas propias', therapist.id);
  await addRegister(organs!.id, 'Páncreas de Jorge', 'Notas privadas de otro', otherTherapist.id);
  await addRegister(closed!.id, 'Páncreas restringido', 'Solo con permiso', null);
  await app.deps.db
    .insert(moduleAccess)
    .values({ therapistId: therapist.id, moduleKey: `catalog:${closed!.id}`, allowed: false });

  // Directory profiles: Alejandra is listed, Jorge hides his profile.
  await addProfile(
    therapist.id,
    'alejandra-prueba',
    'Acompaño dolores crónicos con biomagnetismo.',
  );
  await addProfile(otherTherapist.id, 'jorge-prueba', 'Biomagnetismo y flores de Bach.', false);

  await addContent('document', 'Guía de Flores de Bach para pacientes', 'pacientes');
  await addContent('article', 'Protocolo de páncreas para terapeutas', 'terapeutas');
  await addContent('video', 'Respiración para todos', 'ambos');
  await addContent('article', 'Borrador sobre el páncreas', 'ambos', false);
});

async function search(who: TestUser, q: string, extra = ''): Promise<SearchAnswer> {
  const res = await injectAs(app, who.token, {
    method: 'GET',
    url: `/api/v1/search?q=${encodeURIComponent(q)}${extra}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const titles = (answer: SearchAnswer, kind: SearchKind) =>
  (answer.groups.find((g) => g.kind === kind)?.hits ?? []).map((h) =>
    h.title.map((s) => s.text).join(''),
  );
const kinds = (answer: SearchAnswer) => answer.groups.map((g) => g.kind);

describe('search: Spanish, without accents, with typos', () => {
  it('when the word is in the plural, then the singular matches too (stemming)', async () => {
    expect(titles(await search(therapist, 'dolores'), 'registers')).toEqual(['Páncreas']);
    const found = await search(therapist, 'dolor');
    expect(found.groups.find((g) => g.kind === 'appointments')?.hits[0]).toMatchObject({
      meta: 'Confirmada',
      snippet: expect.arrayContaining([{ text: 'Dolores', match: true }]),
    });
  });

  it('when the accents are left out or the word is misspelt, then the register is still found', async () => {
    for (const q of ['pancreas', 'PÁNCREAS', 'pancraes', 'pncreas']) {
      expect(titles(await search(therapist, q), 'registers')).toEqual(
        expect.arrayContaining(['Páncreas']),
      );
    }
  });

  it('when a word is being typed, then its beginning is enough', async () => {
    expect(titles(await search(therapist, 'sof mart'), 'patients')).toEqual([
      'Sofía Martínez Rodríguez',
    ]);
  });

  it('when results come back, then they are grouped by kind with counts and the matches marked', async () => {
    const answer = await search(therapist, 'páncreas');
    const registers = answer.groups.find((g) => g.kind === 'registers')!;
    expect(registers.total).toBe(2);
    expect(registers.hits[0]!.title).toEqual([{ text: 'Páncreas', match: true }]);
    expect(registers.hits[0]!.meta).toBe('Órganos');
    expect(registers.hits[0]!.link).toBe('/therapist-catalog/integrated?q=P%C3%A1ncreas');
    const listItems = answer.groups.find((g) => g.kind === 'listItems')!;
    expect(listItems.hits[0]).toMatchObject({ meta: 'Par Biomagnético' });
    expect(listItems.hits[0]!.link).toMatch(/^\/therapist-catalog\/biomagnetic\?q=/);
  });

  it('when a word is in more rows than are counted, then the group says there are more', async () => {
    const [herbs] = await app.deps.db
      .insert(catalogs)
      .values({ name: 'Herbolaria', nameKey: 'herbolaria' })
      .returning();
    await app.deps.db.insert(catalogRegisters).values(
      Array.from({ length: MATCH_CAP + 10 }, (_, i) => ({
        catalogId: herbs!.id,
        name: `Manzanilla ${i}`,
        nameKey: `manzanilla ${i}`,
        searchText: `manzanilla ${i}`,
      })),
    );
    const group = (await search(therapist, 'manzanilla')).groups[0]!;
    expect(group).toMatchObject({ kind: 'registers', total: MATCH_CAP, more: true });
    expect(group.hits).toHaveLength(5);
  });

  it('when one kind is paged, then only that kind comes back', async () => {
    const page = await search(therapist, 'pancreas', '&kind=registers&pageSize=1&page=2');
    expect(kinds(page)).toEqual(['registers']);
    expect(page.groups[0]!.total).toBe(2);
    expect(page.groups[0]!.hits).toHaveLength(1);
  });
});

describe('search: nobody finds what they could not open', () => {
  it('when a therapist searches, then another therapist’s patients, appointments and private registers never appear', async () => {
    const answer = await search(therapist, 'sofia');
    expect(titles(answer, 'patients')).toEqual(['Sofía Martínez Rodríguez']);
    expect(titles(await search(therapist, 'bernal'), 'patients')).toEqual([]);
    expect(titles(await search(therapist, 'espalda'), 'appointments')).toEqual([]);
    const registers = titles(await search(therapist, 'pancreas'), 'registers');
    expect(registers).toEqual(expect.arrayContaining(['Páncreas', 'Páncreas de Alejandra']));
    expect(registers).not.toContain('Páncreas de Jorge');
    expect(registers).not.toContain('Páncreas restringido');
  });

  it('when a patient searches, then no patient, appointment or register appears, only therapists and their content', async () => {
    const answer = await search(patient, 'sofia');
    expect(kinds(answer)).toEqual([]);
    expect(kinds(await search(patient, 'pancreas'))).toEqual([]);
    expect(titles(await search(patient, 'alejandra'), 'therapists')).toEqual([
      'Alejandra Usuario ' + therapist.email.match(/\d+/)![0],
    ]);
    // The directory's own rule: a therapist who hides the profile is never found, and the bio
    // is searched with stemming ("dolor" finds "dolores").
    const byBio = (await search(patient, 'dolor biomagnetismo')).groups.find(
      (g) => g.kind === 'therapists',
    );
    expect(byBio?.hits.map((h) => h.link)).toEqual(['/directorio-terapeutas/alejandra-prueba']);
    expect(titles(await search(patient, 'jorge'), 'therapists')).toEqual([]);
    expect(titles(await search(patient, 'flores'), 'documents')).toEqual([
      'Guía de Flores de Bach para pacientes',
    ]);
    expect(titles(await search(patient, 'respiracion'), 'videos')).toEqual([
      'Respiración para todos',
    ]);
  });

  it('when content is for the other audience or unpublished, then readers do not find it; the administration does', async () => {
    expect(titles(await search(therapist, 'flores bach'), 'documents')).toEqual([]);
    expect(titles(await search(therapist, 'protocolo'), 'articles')).toEqual([
      'Protocolo de páncreas para terapeutas',
    ]);
    expect(titles(await search(patient, 'protocolo'), 'articles')).toEqual([]);
    expect(titles(await search(therapist, 'borrador'), 'articles')).toEqual([]);
    const adminAnswer = await search(admin, 'borrador');
    expect(adminAnswer.groups[0]!.hits[0]!.link).toMatch(/^\/information\/articles\//);
    expect(kinds(await search(admin, 'sofia'))).toEqual([]);
    expect(titles(await search(admin, 'pancreas'), 'registers')).toEqual([
      'Páncreas',
      'Páncreas restringido',
    ]);
  });
});

describe('search: bad input', () => {
  it('when the text is too long or holds control characters, then a Spanish message says so', async () => {
    for (const q of ['a'.repeat(500), 'dolor\u0000', 'x\u0007y']) {
      const res = await injectAs(app, therapist.token, {
        method: 'GET',
        url: `/api/v1/search?q=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[áéíóú]|datos/);
    }
  });

  it('when the text has no word or looks like code, then the answer is simply empty', async () => {
    for (const q of ['', '%%%', "'; drop table users; --", '(a | b) & !c:*', '<script>']) {
      const answer = await search(therapist, q);
      expect(answer.groups.filter((g) => g.kind === 'patients')).toEqual([]);
    }
  });

  it('when nobody is signed in, then the search answers 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/search?q=sofia' });
    expect(res.statusCode).toBe(401);
  });
});
