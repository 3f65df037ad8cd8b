import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agendaItemParamsSchema,
  agendaSettingsAnswerSchema,
  calendarFeedParamsSchema,
  removedSchema,
  agendaSettingsSchema,
  appointmentDetailSchema,
  appointmentListQuerySchema,
  appointmentParamsSchema,
  appointmentSchema,
  blockedPeriodBodySchema,
  blockedPeriodSchema,
  bookableTherapistSchema,
  bookAppointmentBodySchema,
  createAppointmentBodySchema,
  feedUrlSchema,
  freeSlotsQuerySchema,
  pageOf,
  PATIENT_ONLY,
  rescheduleBodySchema,
  slotSchema,
  statusChangeBodySchema,
  successEnvelope,
  THERAPIST_ONLY,
  THERAPIST_OR_PATIENT,
  waitlistBodySchema,
  waitlistEntrySchema,
  type AppointmentEvent,
  type Role,
} from '@armonia/shared';
import { requireUser } from '../../core/auth/plugin.ts';
import { CLIENT_ERRORS, ok } from '../../core/http/envelope.ts';
import type { AgendaService } from './agenda.service.ts';

export async function agendaRoutes(fastify: FastifyInstance, opts: { service: AgendaService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['agenda'];

  app.get(
    '/appointments/settings',
    {
      schema: {
        tags,
        summary: 'Disponibilidad y políticas del terapeuta',
        response: { 200: successEnvelope(agendaSettingsAnswerSchema) },
      },
      config: { roles: THERAPIST_ONLY },
    },
    async (request) => ok(await service.availability.settings(requireUser(request))),
  );

  app.put(
    '/appointments/settings',
    {
      schema: {
        tags,
        summary: 'Guardar disponibilidad y políticas',
        body: agendaSettingsSchema,
        response: { 200: successEnvelope(agendaSettingsAnswerSchema), ...CLIENT_ERRORS },
      },
      config: { roles: THERAPIST_ONLY },
    },
    async (request) =>
      ok(await service.availability.saveSettings(requireUser(request), request.body)),
  );

  app.get(
    '/appointments/blocked-periods',
    {
      schema: {
        tags,
        summary: 'Periodos bloqueados vigentes',
        response: { 200: successEnvelope(z.array(blockedPeriodSchema)) },
      },
      config: { roles: THERAPIST_ONLY },
    },
    async (request) => ok(await service.availability.blocked(requireUser(request))),
  );

  app.post(
    '/appointments/blocked-periods',
    {
      schema: {
        tags,
        summary: 'Bloquear un periodo (vacaciones)',
        body: blockedPeriodBodySchema,
        response: { 201: successEnvelope(blockedPeriodSchema), ...CLIENT_ERRORS },
      },
      config: { roles: THERAPIST_ONLY },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await service.availability.addBlocked(requireUser(request), request.body))),
  );

  app.delete(
    '/appointments/blocked-periods/:id',
    {
      schema: {
        tags,
        summary: 'Quitar un periodo bloqueado',
        params: agendaItemParamsSchema,
        response: { 200: successEnvelope(removedSchema), ...CLIENT_ERRORS },
      },
      config: { roles: THERAPIST_ONLY },
    },
    async (request) =>
      ok(await service.availability.deleteBlocked(requireUser(request), request.params.id)),
  );

  app.get(
    '/appointments/free-slots',
    {
      schema: {
        tags,
        summary: 'Horarios libres de un terapeuta entre dos fechas',
        querystring: freeSlotsQuerySchema,
        response: { 200: successEnvelope(z.array(slotSchema)), ...CLIENT_ERRORS },
      },
      config: { roles: THERAPIST_OR_PATIENT },
    },
    async (request) =>
      ok(await service.availability.freeSlots(requireUser(request), request.query)),
  );

  app.get(
    '/appointments/bookable-therapists',
    {
      schema: {
        tags,
        summary: 'Terapeutas con los que el paciente puede agendar',
        response: { 200: successEnvelope(z.array(bookableTherapistSchema)) },
      },
      config: { roles: PATIENT_ONLY },
    },
    async (request) => ok(await service.appointments.bookableTherapists(requireUser(request))),
  );

  app.get(
    '/appointments/feed-url',
    {
      schema: {
        tags,
        summary: 'URL privada del calendario (iCal) del usuario',
        response: { 200: successEnvelope(feedUrlSchema) },
      },
      config: { roles: THERAPIST_OR_PATIENT },
    },
    async (request) => ok(await service.calendar.feedUrl(requireUser(request))),
  );

  app.post(
    '/appointments/feed-url/reset',
    {
      schema: {
        tags,
        summary: 'Nueva URL del calendario; la anterior deja de funcionar',
        response: { 200: successEnvelope(feedUrlSchema) },
      },
      config: { roles: THERAPIST_OR_PATIENT },
    },
    async (request) => ok(await service.calendar.resetFeedUrl(requireUser(request))),
  );

  app.get(
    '/calendar-feed/:userId/:file',
    {
      schema: {
        tags,
        summary: 'Calendario iCal privado (para Google o Apple Calendar)',
        params: calendarFeedParamsSchema,
        security: [],
      },
      config: { public: true, rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const text = await service.calendar.feed(request.params.userId, token);
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('cache-control', 'private, max-age=300');
      return text;
    },
  );

  app.get(
    '/appointments',
    {
      schema: {
        tags,
        summary: 'Citas propias (agenda del terapeuta o Mis citas del paciente)',
        querystring: appointmentListQuerySchema,
        response: { 200: successEnvelope(pageOf(appointmentSchema)), ...CLIENT_ERRORS },
      },
      config: { roles: THERAPIST_OR_PATIENT },
    },
    async (request) => ok(await service.appointments.list(requireUser(request), request.query)),
  );

  app.post(
    '/appointments',
    {
      schema: {
        tags,
        summary: 'El terapeuta crea una cita para uno de sus pacientes',
        body: createAppointmentBodySchema,
        response: { 201: successEnvelope(appointmentSchema), ...CLIENT_ERRORS },
      },
      config: { roles: THERAPIST_ONLY },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await service.appointments.create(requireUser(request), request.body))),
  );

  app.post(
    '/appointments/book',
    {
      schema: {
        tags,
        summary:
          'El paciente agenda un horario libre de un terapeuta vinculado o del directorio (la primera cita lo vincula, con su consentimiento)',
        body: bookAppointmentBodySchema,
        response: { 201: successEnvelope(appointmentSchema), ...CLIENT_ERRORS },
      },
      config: { roles: PATIENT_ONLY, rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) =>
      reply.status(201).send(
        ok(
          await service.appointments.book(requireUser(request), request.body, {
            ip: request.ip,
          }),
        ),
      ),
  );

  app.get(
    '/appointments/:id',
    {
      schema: {
        tags,
        summary: 'Una cita con su historial',
        params: appointmentParamsSchema,
        response: { 200: successEnvelope(appointmentDetailSchema), ...CLIENT_ERRORS },
      },
      config: { roles: THERAPIST_OR_PATIENT },
    },
    async (request) =>
      ok(await service.appointments.detail(requireUser(request), request.params.id)),
  );

  app.get(
    '/appointments/:id/ics',
    {
      schema: {
        tags,
        summary: 'La cita como archivo .ics',
        params: appointmentParamsSchema,
      },
      config: { roles: THERAPIST_OR_PATIENT },
    },
    async (request, reply) => {
      const text = await service.calendar.ics(requireUser(request), request.params.id);
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="cita.ics"');
      return text;
    },
  );

  app.post(
    '/appointments/:id/reschedule',
    {
      schema: {
        tags,
        summary: 'Reprogramar una cita',
        params: appointmentParamsSchema,
        body: rescheduleBodySchema,
        response: { 200: successEnvelope(appointmentSchema), ...CLIENT_ERRORS },
      },
      config: { roles: THERAPIST_OR_PATIENT },
    },
    async (request) =>
      ok(
        await service.appointments.reschedule(
          requireUser(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  const statusRoutes: [string, Exclude<AppointmentEvent, 'reschedule'>, string, readonly Role[]][] =
    [
      ['confirm', 'confirm', 'Confirmar una cita solicitada', THERAPIST_ONLY],
      ['cancel', 'cancel', 'Cancelar una cita', THERAPIST_OR_PATIENT],
      ['complete', 'complete', 'Marcar la cita como completada', THERAPIST_ONLY],
      ['no-show', 'noShow', 'Marcar que el paciente no asistió', THERAPIST_ONLY],
    ];
  for (const [path, event, summary, roles] of statusRoutes) {
    app.post(
      `/appointments/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          params: appointmentParamsSchema,
          body: statusChangeBodySchema,
          response: { 200: successEnvelope(appointmentSchema), ...CLIENT_ERRORS },
        },
        config: { roles },
      },
      async (request) =>
        ok(
          await service.appointments.changeStatus(
            requireUser(request),
            request.params.id,
            event,
            request.body.reason,
          ),
        ),
    );
  }

  app.get(
    '/waitlist',
    {
      schema: {
        tags,
        summary: 'Lista de espera (la propia, o la del terapeuta)',
        response: { 200: successEnvelope(z.array(waitlistEntrySchema)) },
      },
      config: { roles: THERAPIST_OR_PATIENT },
    },
    async (request) => ok(await service.waitlist.list(requireUser(request))),
  );

  app.post(
    '/waitlist',
    {
      schema: {
        tags,
        summary: 'Anotarse en la lista de espera de un terapeuta',
        body: waitlistBodySchema,
        response: { 201: successEnvelope(waitlistEntrySchema), ...CLIENT_ERRORS },
      },
      config: { roles: PATIENT_ONLY },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.waitlist.join(requireUser(request), request.body))),
  );

  app.delete(
    '/waitlist/:id',
    {
      schema: {
        tags,
        summary: 'Salir de la lista de espera',
        params: agendaItemParamsSchema,
        response: { 200: successEnvelope(removedSchema), ...CLIENT_ERRORS },
      },
      config: { roles: PATIENT_ONLY },
    },
    async (request) => ok(await service.waitlist.leave(requireUser(request), request.params.id)),
  );
}
