import type { FastifyInstance } from 'fastify';
import { searchKey } from '@armonia/shared';
import { listItems } from '../../core/db/schema.ts';
import { call, insertAppointmentRow, type TestUser } from '../../testing/helper.ts';

export { call, V1 } from '../../testing/helper.ts';

export async function createPatient(
  app: FastifyInstance,
  therapist: TestUser,
  body: Record<string, unknown> = {},
) {
  const res = await call(app, therapist, 'POST', '/patients', {
    name: 'Ana',
    lastName: 'López',
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`patient not created: ${res.body}`);
  return res.json().data as { id: string; [k: string]: unknown };
}

let slot = 0;

/** An appointment straight in the table (the agenda API is not what these tests are about). */
export async function insertAppointment(
  app: FastifyInstance,
  therapistId: string,
  patientId: string,
  opts: { status?: 'completada' | 'confirmada' | 'cancelada'; daysFromNow?: number } = {},
) {
  slot += 1;
  // Two-hour steps keep the appointments of one therapist from overlapping.
  const start = new Date(Date.now() + (opts.daysFromNow ?? -1) * 86_400_000 - slot * 2 * 3_600_000);
  start.setUTCMinutes(0, 0, 0);
  const row = await insertAppointmentRow(app, {
    therapistId,
    patientId,
    startsAt: start,
    minutes: 50,
    status: opts.status ?? 'completada',
  });
  return row.id;
}

let position = 0;
export async function insertListItem(
  app: FastifyInstance,
  listKey: string,
  data: Record<string, string>,
) {
  position += 1;
  const label = Object.values(data)[0]!;
  const [row] = await app.deps.db
    .insert(listItems)
    .values({
      listKey,
      data,
      uniqueKey: searchKey(label),
      searchText: searchKey(Object.values(data).join(' ')),
      position,
    })
    .returning({ id: listItems.id });
  return row!.id;
}
