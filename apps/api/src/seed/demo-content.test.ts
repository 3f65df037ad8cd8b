import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@armonia/shared';
import { injectAs, createTestApp, login } from '../testing/helper.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seedDemo: true }, { referenceData: true });
});
afterAll(() => app.close());

const searchAs = async (email: string, q: string): Promise<SearchAnswer> => {
  const token = await login(app, email, DEMO_PASSWORD);
  const res = await injectAs(app, token, {
    method: 'GET',
    url: `/api/v1/search?q=${encodeURIComponent(q)}&pageSize=50`,
  });
  return res.json().data;
};

describe('demo content', () => {
  it('when the demo is seeded, then a therapist finds something of every kind', async () => {
    const found = new Set<string>();
    for (const q of [
      'sofia',
      'dolor',
      'pancreas',
      'flores',
      'respiracion',
      'video',
      'biomagnetico',
      'jorge',
    ]) {
      for (const g of (await searchAs('terapeuta@demo.mx', q)).groups) found.add(g.kind);
    }
    expect([...found].sort()).toEqual(
      [
        'appointments',
        'articles',
        'documents',
        'listItems',
        'patients',
        'registers',
        'therapists',
        'videos',
      ].sort(),
    );
  });

  it('when the demo is seeded, then the catalogues and the biomagnetic pairs have real content', async () => {
    const token = await login(app, 'terapeuta@demo.mx', DEMO_PASSWORD);
    const catalogues = await injectAs(app, token, {
      method: 'GET',
      url: '/api/v1/catalogs/registers/primary-list',
    });
    expect(catalogues.json().data.length).toBeGreaterThanOrEqual(3);
    const pairs = await injectAs(app, token, {
      method: 'GET',
      url: '/api/v1/lists/biomagnetism?pageSize=1',
    });
    expect(pairs.json().data.total).toBeGreaterThanOrEqual(100);
    const pdf = await searchAs('paciente@demo.mx', 'cuidados');
    const doc = pdf.groups.find((g) => g.kind === 'documents')!.hits[0]!;
    const file = await injectAs(app, await login(app, 'paciente@demo.mx', DEMO_PASSWORD), {
      method: 'GET',
      url: `/api/v1/content/items/${doc.id}/file`,
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
