import type { AnalyticsFigureKey } from './schemas.ts';

/** Spanish texts of the analytics dashboard (API answers and screen). */
export const ANALYTICS_TEXTS = {
  unknownTherapist: 'El terapeuta elegido no existe.',
  figures: {
    appointments: 'Citas',
    completed: 'Completadas',
    cancellationRate: 'Tasa de cancelación',
    noShowRate: 'Tasa de inasistencia',
    newPatients: 'Pacientes nuevos',
    activeTherapists: 'Terapeutas activos',
    averageRating: 'Calificación promedio',
    messages: 'Mensajes',
  } satisfies Record<AnalyticsFigureKey, string>,
  figureHelp: {
    appointments: 'Citas agendadas en el periodo, en cualquier estado.',
    completed: 'Citas del periodo marcadas como completadas.',
    cancellationRate: 'Citas canceladas entre todas las citas del periodo.',
    noShowRate: 'Inasistencias entre las citas completadas o no asistidas.',
    newPatients: 'Expedientes de pacientes creados en el periodo.',
    activeTherapists: 'Terapeutas con al menos una cita no cancelada en el periodo.',
    averageRating: 'Promedio de las calificaciones visibles recibidas en el periodo.',
    messages: 'Mensajes de chat enviados en el periodo.',
  } satisfies Record<AnalyticsFigureKey, string>,
} as const;
