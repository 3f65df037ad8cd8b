import { describe, expect, it } from 'vitest';
import { catalogRegisters, moduleAccess } from '../../core/db/schema/index.ts';
import { injectAs, type TestUser } from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';

const { app, admin, therapist, otherTherapist, patient } = await appWithUsers({
  admin: 'Super-Admin',
  therapist: 'Terapeuta',
  otherTherapist: 'Terapeuta',
  patient: 'Paciente',
});

const R = '/api/v1/catalogs/registers';

const call = (
  u: TestUser | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => injectAs(app, u?.token, { method, url, payload });

let tagId: string;
let globalId: string;
let privateId: string;

describe('the catalogue tree, as the administration builds it', () => {
  it('creates catalogue -> group -> subgroup -> register with a tag, answering the spec shapes', async () => {
    const cat = await call(admin, 'POST', `${R}/new-primary`, {
      elementCatalog: 'Órganos',
      description: 'Puntos por órgano',
    });
    expect(cat.statusCode).toBe(201);
    expect(cat.json().data).toMatchObject({ elementCatalog: 'Órganos', groups: 0 });
    const group = await call(admin, 'POST', `${R}/new-group`, {
      elementCatalog: 'Órganos',
      elementGroup: 'Sistema digestivo',
    });
    expect(group.json().data).toMatchObject({
      elementCatalog: 'Órganos',
      elementGroup: 'Sistema digestivo',
    });
    const sub = await call(admin, 'POST', `${R}/new-subgroup`, {
      elementCatalog: 'organos',
      elementGroup: 'sistema digestivo',
      elementSubgroup: 'Glándulas',
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json().data).toMatchObject({
      elementGroup: 'Sistema digestivo',
      elementSubgroup: 'Glándulas',
    });
    const tag = await call(admin, 'POST', '/api/v1/catalogs/tags/new-tag', {
      name: 'Biomagnetismo',
    });
    tagId = tag.json().data.id;
    const reg = await call(admin, 'POST', `${R}/new-register`, {
      elementCatalog: 'Órganos',
      elementGroup: 'Sistema digestivo',
      elementSubgroup: 'Glándulas',
      name: 'Páncreas – Bazo',
      description: 'Par de equilibrio metabólico',
      attributes: { Polaridad: 'Negativo en páncreas' },
      tags: [tagId],
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json().data).toMatchObject({
      elementCatalog: 'Órganos',
      elementGroup: 'Sistema digestivo',
      elementSubgroup: 'Glándulas',
      name: 'Páncreas – Bazo',
      scope: 'global',
      tags: [{ id: tagId, name: 'Biomagnetismo' }],
    });
    globalId = reg.json().data.id;
    await call(admin, 'POST', `${R}/new-register`, {
      elementCatalog: 'Órganos',
      name: 'Timo – Recto',
    });

    const list = (await call(admin, 'GET', `${R}/primary-list`)).json().data;
    expect(list).toEqual([expect.objectContaining({ elementCatalog: 'Órganos', groups: 1 })]);
    const groups = (
      await call(
        therapist,
        'GET',
        `${R}/group-by-catalog?elementCatalog=${encodeURIComponent('Órganos')}`,
      )
    ).json().data;
    expect(groups.map((g: { elementGroup: string }) => g.elementGroup)).toEqual([
      'Sistema digestivo',
    ]);
    const subs = (
      await call(therapist, 'GET', `${R}/subgroup-by-catalog?elementCatalog=Organos`)
    ).json().data;
    expect(subs.map((s: { elementSubgroup: string }) => s.elementSubgroup)).toEqual(['Glándulas']);
  });

  it('names are unique per parent, whatever the accents; unknown parents are refused', async () => {
    const dup = await call(admin, 'POST', `${R}/new-primary`, { elementCatalog: 'organos' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('elementCatalog');
    const orphan = await call(admin, 'POST', `${R}/new-group`, {
      elementCatalog: 'No existe',
      elementGroup: 'X',
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors[0]).toEqual({
      field: 'elementCatalog',
      message: 'El catálogo no existe.',
    });
    const noGroup = await call(admin, 'POST', `${R}/new-register`, {
      elementCatalog: 'Órganos',
      elementSubgroup: 'Glándulas',
      name: 'X',
    });
    expect(noGroup.statusCode).toBe(400);
    const empty = await call(admin, 'POST', `${R}/new-register`, {
      elementCatalog: 'Órganos',
      name: '  ',
    });
    expect(empty.json().errors[0].field).toBe('name');
    const long = await call(admin, 'POST', `${R}/new-register`, {
      elementCatalog: 'Órganos',
      name: 'x'.repeat(121),
    });
    expect(long.statusCode).toBe(400);
    const sameName = await call(admin, 'POST', `${R}/new-register`, {
      elementCatalog: 'Órganos',
      name: 'TIMO - RECTO',
    });
    expect(sameName.statusCode).toBe(409);
  });

  it('deleting a level that still has children is refused with an explanation', async () => {
    const [cat] = (await call(admin, 'GET', `${R}/primary-list`)).json().data;
    const res = await call(admin, 'DELETE', `${R}/delete-primary/${cat.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^No se puede eliminar: todavía contiene 1 grupo\(s\) y 2 registro\(s\)/,
    );
  });
});

describe('search', () => {
  const search = (u: TestUser, q: string) =>
    call(
      u,
      'GET',
      `${R}/general-filter?elementCatalog=${encodeURIComponent('Órganos')}&q=${encodeURIComponent(q)}`,
    );

  it('is accent-insensitive, ignores punctuation and tolerates typos', async () => {
    expect(
      (await search(therapist, 'timo recto'))
        .json()
        .data.items.map((r: { name: string }) => r.name),
    ).toEqual(['Timo – Recto']);
    expect((await search(therapist, 'pancreas')).json().data.items[0].name).toBe('Páncreas – Bazo');
    expect((await search(therapist, 'pancraes')).json().data.items[0]?.name).toBe(
      'Páncreas – Bazo',
    );
    expect((await search(therapist, 'metabolico')).json().data.total).toBe(1);
    expect((await search(therapist, 'recto timo')).json().data.items[0]?.name).toBe('Timo – Recto');
    expect((await search(therapist, 'pancraes bazzo')).json().data.items[0]?.name).toBe(
      'Páncreas – Bazo',
    );
    expect((await search(therapist, 'zzzz')).json().data.total).toBe(0);
  });

  it('pages and filters by tag', async () => {
    const res = await call(
      therapist,
      'GET',
      `${R}/general-filter?elementCatalog=Organos&page=1&pageSize=1`,
    );
    expect(res.json().data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(res.json().data.items).toHaveLength(1);
    const tagged = await call(therapist, 'GET', `${R}/general-filter?tag=${tagId}`);
    expect(tagged.json().data.items.map((r: { id: string }) => r.id)).toEqual([globalId]);
    expect((await call(therapist, 'GET', `${R}/general-filter?pageSize=101`)).statusCode).toBe(400);
  });
});

describe('ownership and roles', () => {
  it('a therapist adds a private register only they see', async () => {
    const res = await call(therapist, 'POST', `${R}/new-register`, {
      elementCatalog: 'Órganos',
      name: 'Mi par de prueba',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.scope).toBe('private');
    privateId = res.json().data.id;
    const names = async (u: TestUser) =>
      (await call(u, 'GET', `${R}/general-filter?elementCatalog=Organos`))
        .json()
        .data.items.map((r: { name: string }) => r.name);
    expect(await names(therapist)).toContain('Mi par de prueba');
    expect(await names(otherTherapist)).not.toContain('Mi par de prueba');
    expect(await names(admin)).not.toContain('Mi par de prueba');
  });

  it('a therapist cannot change global registers (403) nor another therapist’s (404); nothing changes', async () => {
    const body = { elementCatalog: 'Órganos', name: 'Cambiado' };
    expect((await call(therapist, 'PUT', `${R}/edit-register/${globalId}`, body)).statusCode).toBe(
      403,
    );
    expect((await call(therapist, 'DELETE', `${R}/delete-register/${globalId}`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(otherTherapist, 'PUT', `${R}/edit-register/${privateId}`, body)).statusCode,
    ).toBe(404);
    expect(
      (await call(otherTherapist, 'DELETE', `${R}/delete-register/${privateId}`)).statusCode,
    ).toBe(404);
    expect((await call(admin, 'PUT', `${R}/edit-register/${privateId}`, body)).statusCode).toBe(
      404,
    );
    const rows = await app.deps.db.select().from(catalogRegisters);
    expect(rows.map((r) => r.name).sort()).toEqual([
      'Mi par de prueba',
      'Páncreas – Bazo',
      'Timo – Recto',
    ]);
  });

  it('the owner edits and deletes their own register; the admin edits a global one', async () => {
    const edited = await call(therapist, 'PUT', `${R}/edit-register/${privateId}`, {
      elementCatalog: 'Órganos',
      name: 'Mi par revisado',
    });
    expect(edited.json().data).toMatchObject({ name: 'Mi par revisado', scope: 'private' });
    expect((await call(therapist, 'DELETE', `${R}/delete-register/${privateId}`)).statusCode).toBe(
      200,
    );
    const g = await call(admin, 'PUT', `${R}/edit-register/${globalId}`, {
      elementCatalog: 'Órganos',
      elementGroup: 'Sistema digestivo',
      name: 'Páncreas – Bazo',
      tags: [],
    });
    expect(g.json().data).toMatchObject({ elementSubgroup: null, tags: [] });
  });

  it('only the administration shapes the tree and the tags; patients have no access at all', async () => {
    const [cat] = (await call(admin, 'GET', `${R}/primary-list`)).json().data;
    const writes: [string, 'POST' | 'PUT' | 'DELETE', object?][] = [
      [`${R}/new-primary`, 'POST', { elementCatalog: 'Nuevo' }],
      [`${R}/edit-primary/${cat.id}`, 'PUT', { elementCatalog: 'Nuevo' }],
      [`${R}/delete-primary/${cat.id}`, 'DELETE'],
      [`${R}/new-group`, 'POST', { elementCatalog: 'Órganos', elementGroup: 'G' }],
      [
        `${R}/new-subgroup`,
        'POST',
        { elementCatalog: 'Órganos', elementGroup: 'Sistema digestivo', elementSubgroup: 'S' },
      ],
      ['/api/v1/catalogs/tags/new-tag', 'POST', { name: 'Nueva' }],
      [`/api/v1/catalogs/tags/delete-tag/${tagId}`, 'DELETE'],
    ];
    for (const [url, method, body] of writes) {
      expect((await call(therapist, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(patient, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const url of [
      `${R}/primary-list`,
      `${R}/general-filter`,
      '/api/v1/catalogs/tags',
      `${R}/group-by-catalog?elementCatalog=Organos`,
    ]) {
      expect((await call(patient, 'GET', url)).statusCode, url).toBe(403);
    }
    expect(
      (await call(patient, 'POST', `${R}/new-register`, { elementCatalog: 'Órganos', name: 'X' }))
        .statusCode,
    ).toBe(403);
  });

  it('a therapist whose access to a catalogue was closed no longer reads it', async () => {
    const [cat] = (await call(admin, 'GET', `${R}/primary-list`)).json().data;
    await app.deps.db
      .insert(moduleAccess)
      .values({ therapistId: otherTherapist.id, moduleKey: `catalog:${cat.id}`, allowed: false });
    expect((await call(otherTherapist, 'GET', `${R}/primary-list`)).json().data).toEqual([]);
    expect((await call(otherTherapist, 'GET', `${R}/general-filter`)).json().data.total).toBe(0);
    expect(
      (await call(otherTherapist, 'GET', `${R}/group-by-catalog?elementCatalog=Organos`))
        .statusCode,
    ).toBe(400);
    expect((await call(therapist, 'GET', `${R}/primary-list`)).json().data).toHaveLength(1);
  });
});

describe('edit and delete at every level (spec paths)', () => {
  it('renames and deletes subgroup, group, catalogue and tag, each answering its shape', async () => {
    const cat = (
      await call(admin, 'POST', `${R}/new-primary`, { elementCatalog: 'Temporal' })
    ).json().data;
    const group = (
      await call(admin, 'POST', `${R}/new-group`, {
        elementCatalog: 'Temporal',
        elementGroup: 'G1',
      })
    ).json().data;
    const sub = (
      await call(admin, 'POST', `${R}/new-subgroup`, {
        elementCatalog: 'Temporal',
        elementGroup: 'G1',
        elementSubgroup: 'S1',
      })
    ).json().data;
    const tag = (
      await call(admin, 'POST', '/api/v1/catalogs/tags/new-tag', { name: 'Temporal' })
    ).json().data;

    const editedSub = await call(admin, 'PUT', `${R}/edit-subgroup/${sub.id}`, {
      elementCatalog: 'Temporal',
      elementGroup: 'G1',
      elementSubgroup: 'S2',
    });
    expect(editedSub.json().data).toMatchObject({
      id: sub.id,
      elementGroup: 'G1',
      elementSubgroup: 'S2',
    });
    const editedGroup = await call(admin, 'PUT', `${R}/edit-group/${group.id}`, {
      elementCatalog: 'Temporal',
      elementGroup: 'G2',
    });
    expect(editedGroup.json().data).toMatchObject({ id: group.id, elementGroup: 'G2' });
    const editedCat = await call(admin, 'PUT', `${R}/edit-primary/${cat.id}`, {
      elementCatalog: 'Temporal 2',
      description: 'x',
    });
    expect(editedCat.json().data).toMatchObject({
      id: cat.id,
      elementCatalog: 'Temporal 2',
      description: 'x',
    });
    const editedTag = await call(admin, 'PUT', `/api/v1/catalogs/tags/edit-tag/${tag.id}`, {
      name: 'Temporal 2',
    });
    expect(editedTag.json().data).toEqual({ id: tag.id, name: 'Temporal 2' });

    expect((await call(admin, 'DELETE', `${R}/delete-group/${group.id}`)).statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `${R}/delete-subgroup/${sub.id}`)).json()).toEqual({
      status: 'success',
      message: 'Eliminado.',
    });
    expect((await call(admin, 'DELETE', `${R}/delete-group/${group.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `${R}/delete-primary/${cat.id}`)).statusCode).toBe(200);
    expect(
      (await call(admin, 'DELETE', `/api/v1/catalogs/tags/delete-tag/${tag.id}`)).statusCode,
    ).toBe(200);
    expect((await call(admin, 'DELETE', `${R}/delete-primary/${cat.id}`)).statusCode).toBe(404);
    expect(
      (
        await call(admin, 'PUT', `${R}/edit-group/${group.id}`, {
          elementCatalog: 'Órganos',
          elementGroup: 'X',
        })
      ).statusCode,
    ).toBe(404);
  });
});
