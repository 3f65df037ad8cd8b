import { describe, expect, it } from 'vitest';
import { LISTS, type FieldDef, type ListDef } from '@armonia/shared';
import { injectAs, multipartFile, type TestUser } from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';

const { app, admin, therapist, patient } = await appWithUsers(
  {
    admin: 'Super-Admin',
    therapist: 'Terapeuta',
    patient: 'Paciente',
  },
  { referenceData: true },
);

const call = (
  u: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => injectAs(app, u.token, { method, url: `/api/v1${url}`, payload });

/** A valid value for a field, from its definition alone. */
function sample(f: FieldDef, n: number) {
  if (f.type === 'number') return f.max ?? 7;
  if (f.type === 'boolean') return true;
  if (f.type === 'select') return f.options![0]!.value;
  if (f.type === 'references') return 'Timo – Recto\nPáncreas – Bazo';
  return `Prueba ${n} ${f.label}`.slice(0, f.max ?? 120);
}
const sampleOf = (def: ListDef, n: number) =>
  Object.fromEntries(def.fields.map((f) => [f.key, sample(f, n)]));

function csvUpload(u: TestUser, list: string, content: string | Buffer) {
  return injectAs(app, u.token, {
    method: 'POST',
    url: `/api/v1/lists/${list}/import`,
    ...multipartFile(
      'file',
      'lista.csv',
      'text/csv',
      Buffer.isBuffer(content) ? content : Buffer.from(content),
    ),
  });
}

describe('reference data', () => {
  it('seeds the 38 Bach flowers in their 7 groups', async () => {
    const res = await call(therapist, 'GET', '/lists/flowers?pageSize=100');
    const items = res.json().data.items;
    expect(res.json().data.total).toBe(38);
    expect(new Set(items.map((i: { data: { group: string } }) => i.data.group)).size).toBe(7);
    expect(
      items.find((i: { data: { englishName: string } }) => i.data.englishName === 'Rock Rose').data
        .name,
    ).toBe('Heliantemo');
  });
});

describe('every list works from its definition alone', () => {
  for (const def of Object.values(LISTS) as ListDef[]) {
    it(`${def.title}: create, read, update and delete`, async () => {
      const created = await call(admin, 'POST', `/lists/${def.key}`, sampleOf(def, 1));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      const needle = String(sampleOf(def, 1)[def.uniqueField]);
      const found = await call(
        therapist,
        'GET',
        `/lists/${def.key}?q=${encodeURIComponent(needle)}`,
      );
      expect(found.json().data.items.map((i: { id: string }) => i.id)).toContain(id);
      const updated = await call(admin, 'PUT', `/lists/${def.key}/${id}`, sampleOf(def, 2));
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data.data[def.uniqueField]).toBe(sampleOf(def, 2)[def.uniqueField]);
      expect((await call(admin, 'DELETE', `/lists/${def.key}/${id}`)).statusCode).toBe(200);
      expect((await call(admin, 'DELETE', `/lists/${def.key}/${id}`)).statusCode).toBe(404);
    });
  }
});

describe('validation', () => {
  it('refuses empty required fields, unknown options and duplicates in Spanish', async () => {
    const bad = await call(admin, 'POST', '/lists/flowers', {
      name: '',
      englishName: 'X',
      group: 'Alegría',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Escribe nombre.' },
        { field: 'group', message: 'Grupo: elige una opción de la lista.' },
      ]),
    );
    const dup = await call(admin, 'POST', '/lists/flowers', {
      name: 'heliantemo',
      englishName: 'Otra',
      group: 'Miedo',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('name');
    const long = await call(admin, 'POST', '/lists/symptoms', { name: 'x'.repeat(121) });
    expect(long.json().errors[0]).toEqual({
      field: 'name',
      message: 'Síntoma: máximo 120 caracteres.',
    });
    expect((await call(admin, 'GET', '/lists/no-existe')).statusCode).toBe(400);
  });

  it('search is accent-insensitive and sorts by a field', async () => {
    const res = await call(therapist, 'GET', '/lists/flowers?q=alamo');
    expect(res.json().data.items[0].data.name).toBe('Álamo temblón');
    const sorted = await call(
      therapist,
      'GET',
      '/lists/flowers?sort=englishName&dir=desc&pageSize=1',
    );
    expect(sorted.json().data.items[0].data.englishName).toBe('Willow');
  });
});

describe('protocols name biomagnetic pairs that exist', () => {
  it('keeps the chosen order and the pairs’ own spelling; an unknown pair is refused', async () => {
    const ok = await call(admin, 'POST', '/lists/protocols', {
      name: 'Protocolo de prueba',
      condition: 'Cansancio',
      steps: 'pancreas - bazo\n  timo recto  \n',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.data.steps).toBe('Páncreas – Bazo\nTimo – Recto');
    const bad = await call(admin, 'POST', '/lists/protocols', {
      name: 'Otro protocolo',
      condition: 'X',
      steps: 'Timo – Recto\nPar inventado',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'steps', message: 'No existen en Par Biomagnético: Par inventado.' },
    ]);
    const empty = await call(admin, 'POST', '/lists/protocols', {
      name: 'Vacío',
      condition: 'X',
      steps: ' ',
    });
    expect(empty.json().errors[0]).toEqual({
      field: 'steps',
      message: 'Elige al menos un elemento en pares en orden.',
    });
  });
});

describe('roles', () => {
  it('therapists read and export; only Super-Admin writes; patients have no access', async () => {
    const body = sampleOf(LISTS.symptoms, 9);
    expect((await call(therapist, 'POST', '/lists/symptoms', body)).statusCode).toBe(403);
    expect((await call(therapist, 'GET', '/lists/symptoms/export')).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/lists/symptoms'],
      ['GET', '/lists/symptoms/export'],
      ['POST', '/lists/symptoms'],
    ] as const) {
      expect(
        (await call(patient, method, url, method === 'POST' ? body : undefined)).statusCode,
      ).toBe(403);
    }
    expect((await csvUpload(therapist, 'symptoms', 'name\nX')).statusCode).toBe(403);
  });
});

describe('CSV', () => {
  it('round trip: what is exported imports back unchanged', async () => {
    const exported = await call(admin, 'GET', '/lists/powers/export');
    expect(exported.headers['content-type']).toContain('text/csv');
    const csv = exported.body;
    expect(csv.split('\n')[0]).toContain('code,scale,dilution');
    const report = await csvUpload(admin, 'powers', csv);
    expect(report.json().data).toEqual({ imported: 6, errors: [] });
    expect((await call(admin, 'GET', '/lists/powers')).json().data.total).toBe(6);
  });

  it('a file with a bad row imports nothing and reports each row', async () => {
    const csv =
      'code,scale,dilution\n9CH,Centesimal (CH),uno\n,Centesimal (CH),dos\n10CH,Inventada,tres\n9ch,Centesimal (CH),repetida\n';
    const res = await csvUpload(admin, 'powers', csv);
    expect(res.json().data.imported).toBe(0);
    expect(res.json().data.errors).toEqual([
      { row: 3, field: 'code', message: 'Escribe potencia.' },
      { row: 4, field: 'scale', message: 'Escala: elige una opción de la lista.' },
      { row: 5, field: 'code', message: 'Repite el valor de la fila 2.' },
    ]);
    expect((await call(admin, 'GET', '/lists/powers')).json().data.total).toBe(6);
  });

  it('a cell with a control character is reported on its row', async () => {
    // (A lone surrogate cannot travel in UTF-8: such a file is refused as not UTF-8.)
    const csv =
      'code,scale,dilution\n11CH,Centesimal (CH),a\u0000b\n12CH,Centesimal (CH),x\u001b\n';
    const res = await csvUpload(admin, 'powers', csv);
    expect(res.json().data.imported).toBe(0);
    expect(res.json().data.errors).toEqual([
      { row: 2, field: 'dilution', message: 'Contiene caracteres de control no permitidos.' },
      { row: 3, field: 'dilution', message: 'Contiene caracteres de control no permitidos.' },
    ]);
  });

  it('wrong columns, a bad encoding and a file over 2 MB are refused in Spanish', async () => {
    const cols = await csvUpload(admin, 'powers', 'codigo,escala\n1,2\n');
    expect(cols.statusCode).toBe(400);
    expect(cols.json().message).toMatch(
      /faltan las columnas code, scale; sobran las columnas codigo, escala/,
    );
    const latin1 = Buffer.from('code,scale,dilution\n1CH,Centesimal (CH),dilución\n', 'latin1');
    expect((await csvUpload(admin, 'powers', latin1)).json().message).toBe(
      'El archivo no está en UTF-8. Guárdalo como «CSV UTF-8» e inténtalo de nuevo.',
    );
    const big = await csvUpload(admin, 'powers', 'code,scale\n' + 'x,y\n'.repeat(700_000));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('El archivo CSV no puede pesar más de 2 MB.');
  });
});

describe('ordered lists', () => {
  it('keeps a chosen order; the new order must name every item once', async () => {
    const items = (await call(admin, 'GET', '/lists/trackingList?pageSize=100')).json().data.items;
    const ids = items.map((i: { id: string }) => i.id);
    const reversed = [...ids].reverse();
    expect(
      (await call(admin, 'PUT', '/lists/trackingList/order', { ids: reversed })).statusCode,
    ).toBe(200);
    const after = (await call(therapist, 'GET', '/lists/trackingList?pageSize=100')).json().data
      .items;
    expect(after.map((i: { id: string }) => i.id)).toEqual(reversed);
    expect(
      (await call(admin, 'PUT', '/lists/trackingList/order', { ids: reversed.slice(1) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('images of location points', () => {
  function imageUpload(u: TestUser, list: string, id: string, content: Buffer) {
    return injectAs(app, u.token, {
      method: 'POST',
      url: `/api/v1/lists/${list}/${id}/image`,
      ...multipartFile('file', 'punto.png', 'image/png', content),
    });
  }

  it('an admin attaches an image, re-encoded to WebP; therapists see it; other lists refuse images', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const [point] = (await call(admin, 'GET', '/lists/locationPoints')).json().data.items;
    expect(point.imageVersion).toBeNull();
    expect((await imageUpload(therapist, 'locationPoints', point.id, png)).statusCode).toBe(403);
    const res = await imageUpload(admin, 'locationPoints', point.id, png);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.imageVersion).toBe(1);
    const image = await call(therapist, 'GET', `/lists/locationPoints/${point.id}/image`);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(800);

    const notImage = await imageUpload(admin, 'locationPoints', point.id, Buffer.from('hola'));
    expect(notImage.json().message).toBe('El archivo no es una imagen JPEG, PNG o WebP válida.');
    const [flower] = (await call(admin, 'GET', '/lists/flowers')).json().data.items;
    expect((await imageUpload(admin, 'flowers', flower.id, png)).json().message).toBe(
      'Esta lista no admite imágenes.',
    );
    expect((await call(therapist, 'GET', `/lists/flowers/${flower.id}/image`)).statusCode).toBe(
      404,
    );
  });
});
