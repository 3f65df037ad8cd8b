import { z } from 'zod';

/** A calendar day (yyyy-MM-dd); `label` names it in the error ("la fecha inicial"). */
export const isoDay = (label: string) =>
  z.iso.date({ error: `Escribe ${label} como fecha válida (AAAA-MM-DD).` });

interface DaySpan {
  from: string;
  to: string;
}

/**
 * A query of the days `from`–`to` (yyyy-MM-dd): the last not before the first and fewer than
 * `maxDays` days in all, each refusal on `to`.
 */
export function withinDays<S extends z.ZodType<DaySpan>>(schema: S, maxDays: number): S {
  return (schema as z.ZodType<DaySpan>)
    .refine((q) => q.to >= q.from, {
      message: 'La fecha final debe ser igual o posterior a la inicial.',
      path: ['to'],
    })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < maxDays, {
      message: `Consulta como máximo ${maxDays} días a la vez.`,
      path: ['to'],
    }) as S;
}
