/** The data `npm run bench:search` searches: registers, patients and content in realistic words. */
import { searchKey } from '@armonia/shared';
import type { Database } from '../src/core/db/client.ts';
import { patientSearchText } from '../src/core/patient-records.ts';
import { catalogRegisters, contentItems, patients } from '../src/core/db/schema/index.ts';
import { BENCH_ORGANS as ORGANS, benchCatalogueTree, createAccounts } from './fixtures.ts';

export interface SearchBenchSize {
  registers: number;
  patients: number;
  content: number;
}

const COMPLAINTS = [
  'dolor abdominal',
  'dolores de cabeza',
  'inflamación',
  'cansancio crónico',
  'digestión lenta',
  'insomnio',
  'ansiedad',
  'tos persistente',
];
const NAMES = ['Sofía', 'Carlos', 'Lucía', 'José', 'María', 'Juan', 'Ana', 'Luis', 'Fernanda'];
const SURNAMES = ['Martínez', 'Hernández', 'García', 'López', 'Pérez', 'Ramírez', 'Treviño'];

const pick = <T>(list: T[], i: number) => list[i % list.length]!;

export async function seedSearchBench(database: Database, secret: string, size: SearchBenchSize) {
  await database.migrate();
  const db = database.db;
  const [therapist, admin] = await createAccounts(db, secret, [
    { email: 'bench@terapeuta.mx', role: 'Terapeuta', name: 'Bench' },
    { email: 'bench@paciente.mx', role: 'Paciente', name: 'Paciente' },
  ]);
  const groups = await benchCatalogueTree(db);
  for (let start = 0; start < size.registers; start += 1000) {
    await db.insert(catalogRegisters).values(
      Array.from({ length: Math.min(1000, size.registers - start) }, (_, k) => {
        const i = start + k;
        const group = pick(groups, i);
        const name = `${pick(ORGANS, i)} – ${pick(ORGANS, i * 7 + 3)} ${i}`;
        const description = `Registro ${i}: ${pick(COMPLAINTS, i * 3)} y ${pick(COMPLAINTS, i * 5 + 1)}`;
        return {
          catalogId: group.catalogId,
          groupId: group.id,
          // One register in ten is the therapist's own.
          ownerId: i % 10 === 0 ? therapist!.id : null,
          name,
          nameKey: searchKey(name),
          description,
          searchText: searchKey(`${name} ${description}`),
        };
      }),
    );
  }
  for (let start = 0; start < size.patients; start += 1000) {
    await db.insert(patients).values(
      Array.from({ length: Math.min(1000, size.patients - start) }, (_, k) => {
        const i = start + k;
        const values = {
          therapistId: therapist!.id,
          name: pick(NAMES, i),
          lastName: `${pick(SURNAMES, i * 3)} ${pick(SURNAMES, i * 5 + 2)}`,
          email: `paciente${i}@correo.mx`,
          phone: `81${String(10_000_000 + i)}`,
        };
        return { ...values, searchText: patientSearchText(values) };
      }),
    );
  }
  for (let start = 0; start < size.content; start += 500) {
    await db.insert(contentItems).values(
      Array.from({ length: Math.min(500, size.content - start) }, (_, k) => {
        const i = start + k;
        const kind = (['document', 'article', 'video'] as const)[i % 3]!;
        return {
          kind,
          title: `Guía ${i} sobre ${pick(COMPLAINTS, i)} y el ${pick(ORGANS, i)}`,
          description: `Recomendaciones para ${pick(COMPLAINTS, i + 2)}.`,
          category: pick(['Cuidados', 'Flores de Bach', 'Biomagnetismo'], i),
          audience: (['terapeutas', 'pacientes', 'ambos'] as const)[i % 3]!,
          published: i % 7 !== 0,
          videoSource: kind === 'video' ? ('youtube' as const) : null,
          videoRef: kind === 'video' ? 'dQw4w9WgXcQ' : null,
          body: kind === 'article' ? `Texto largo del artículo ${i}. `.repeat(40) : '',
        };
      }),
    );
  }
  return { therapist: therapist!, patient: admin! };
}
