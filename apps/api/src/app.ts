import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { API_TEXTS, setSpanishValidationMessages } from '@armonia/shared';
import type { Config } from './config.ts';
import { openDatabase, type Database, type Db } from './core/db/client.ts';
import { authPlugin } from './core/auth/plugin.ts';
import {
  inProcessNotices,
  postgresNotices,
  redisNotices,
  type SessionNotices,
} from './core/auth/session-notices.ts';
import { createSessionStore, type SessionStore } from './core/auth/sessions.ts';
import { registerErrorHandling } from './core/http/errors.ts';
import { REQUEST_ID_HEADER, requestId } from './core/http/request-id.ts';
import { compiledSerializer } from './core/http/serializer.ts';
import { registerHttpPlugins } from './core/http/plugins.ts';
import { registerTextRule } from './core/http/text-rule.ts';
import { createMailer, type Mailer } from './core/mail/mailer.ts';
import { periodic } from './core/periodic.ts';
import { createNotifier, type Notifier } from './core/notifications/notifier.ts';
import { createRealtime, type Realtime } from './core/realtime/realtime.ts';
import { loadPublicPages, publicPagesRoutes } from './core/web/public-pages.ts';
import { agendaRoutes } from './features/agenda/agenda.routes.ts';
import { createAgendaNotices } from './features/agenda/agenda.notices.ts';
import { createReminderJob, defaultReminderChannels } from './features/agenda/agenda.reminders.ts';
import { createAgendaService, type AgendaService } from './features/agenda/agenda.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { cataloguesRoutes } from './features/catalogues/catalogues.routes.ts';
import { createCataloguesService } from './features/catalogues/catalogues.service.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { contentRoutes } from './features/content/content.routes.ts';
import { createContentService } from './features/content/content.service.ts';
import { createChatService } from './features/chat/chat.service.ts';
import { registerChatSocket } from './features/chat/chat.socket.ts';
import { directoryRoutes } from './features/directory/directory.routes.ts';
import { directorySeoRoutes } from './features/directory/directory.seo.ts';
import {
  createDirectoryService,
  type DirectoryService,
} from './features/directory/directory.service.ts';
import { createProfilesService } from './features/directory/profiles.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createHealthService } from './features/health/health.service.ts';
import { listsRoutes } from './features/lists/lists.routes.ts';
import { createListsService, type ListsService } from './features/lists/lists.service.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { notesRoutes } from './features/patients/notes.routes.ts';
import { createNotesService } from './features/patients/notes.service.ts';
import { patientsRoutes } from './features/patients/patients.routes.ts';
import { createPatientsService } from './features/patients/patients.service.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { createProfileService } from './features/profile/profile.service.ts';
import { ratingsRoutes } from './features/ratings/ratings.routes.ts';
import { createRatingsService } from './features/ratings/ratings.service.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { createSearchService } from './features/search/search.service.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { createUsersService } from './features/users/users.service.ts';
import { createSiteService, type SiteService } from './features/site/site.service.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { createAnalyticsService } from './features/analytics/analytics.service.ts';
import { createPrivacyService, privacyRoutes } from './features/privacy/index.ts';

setSpanishValidationMessages();

export const API_PREFIX = '/api/v1';
const BODY_LIMIT = 1024 * 1024;
/** How soon settings saved by another process reach this one's prerendered public pages. */
const PUBLIC_PAGES_RECHECK_MS = 30_000;

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  sessions: SessionStore;
  mailer: Mailer;
  site: SiteService;
  realtime: Realtime;
  notifier: Notifier;
  lists: ListsService;
  agenda: AgendaService;
  reminders: ReturnType<typeof createReminderJob>;
  directory: DirectoryService;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export function defaultDatabase(config: Config): Database {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'pgdata') });
}

/**
 * How revocations reach the other processes: Redis when configured, else PostgreSQL's own
 * LISTEN/NOTIFY; an embedded database has one process and nobody to tell.
 */
function sessionNotices(config: Config, database: Database, app: FastifyInstance): SessionNotices {
  if (config.redisUrl) return redisNotices(config.redisUrl, app.log);
  if (database.url) {
    return postgresNotices(
      database.url,
      (channel, payload) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
      app.log,
    );
  }
  return inProcessNotices();
}

/** One log line per request, written when it is answered, instead of Fastify's two. */
class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>) {
    const [error, request, reply] = args;
    if (error) return super.requestCompleted(...args);
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

/** Query values that must never reach a log line. */
function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|returnUrl)=)[^&]*/g, '$1[oculto]');
}

/** Builds the whole application; `server.ts` only listens. Tests build it on a fresh database. */
export async function buildApp(
  config: Config,
  opts: {
    database?: Database;
    logger?: boolean;
    /** Every answer also written the zod way and compared (tests): see compiledSerializer. */
    compareAnswers?: boolean;
  } = {},
): Promise<FastifyInstance> {
  const database = opts.database ?? defaultDatabase(config);
  await database.migrate();
  const { db } = database;

  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              req: (req) => ({
                method: req.method,
                url: redactUrl(req.url),
                remoteAddress: req.ip,
              }),
            },
          },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: requestId,
    routerOptions: { ignoreTrailingSlash: true },
    logController: new OneLineRequestLog(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer({ compare: opts.compareAnswers }));
  registerErrorHandling(app);
  registerTextRule(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  const sessions = createSessionStore(
    db,
    config.sessionSecret,
    sessionNotices(config, database, app),
  );
  const mailer = createMailer({
    db,
    log: app.log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logBodies: config.env !== 'production',
  });
  const realtime = createRealtime(app, { sessions, redisUrl: config.redisUrl });
  const notifier = createNotifier(db, realtime);
  // Every feature's service is built here, from the shared pieces above, and handed to its
  // routes as `{ service }`: one wiring style, and one place that shows what depends on what.
  const site = createSiteService({ db, mailer, notifier });
  const chat = createChatService({ db, realtime });
  const lists = createListsService({ db, uploadDir: config.uploadDir });
  registerChatSocket({
    realtime,
    sessions,
    service: chat,
    log: app.log,
    queueLimit: config.chatQueueLimit,
  });
  const agenda = createAgendaService({
    db,
    notifier,
    mailer,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
  });
  const directory = createDirectoryService({
    db,
    uploadDir: config.uploadDir,
    bookableSlots: agenda.availability.bookableSlots,
  });
  const reminders = createReminderJob({
    db,
    channels: defaultReminderChannels(createAgendaNotices({ notifier, mailer })),
    log: app.log,
  });
  const services = {
    health: createHealthService({ db }),
    auth: createAuthService({
      db,
      sessions,
      mailer,
      secret: config.sessionSecret,
      publicUrl: config.publicUrl,
    }),
    notifications: createNotificationsService({ db }),
    catalogues: createCataloguesService({ db }),
    patients: createPatientsService({ db, mailer, config }),
    notes: createNotesService({ db }),
    ratings: createRatingsService({ db, notifier }),
    profile: createProfileService({ db, uploadDir: config.uploadDir, sessions }),
    content: createContentService({
      db,
      uploadDir: config.uploadDir,
      secret: config.sessionSecret,
      apiPrefix: API_PREFIX,
    }),
    search: createSearchService({ db }),
    profiles: createProfilesService({ db }),
    analytics: createAnalyticsService({ db }),
    privacy: createPrivacyService({ db, mailer, notifier }),
    users: createUsersService({
      db,
      sessions,
      mailer,
      secret: config.sessionSecret,
      publicUrl: config.publicUrl,
    }),
  };
  app.decorate('deps', {
    config,
    database,
    db,
    sessions,
    mailer,
    site,
    realtime,
    notifier,
    lists,
    agenda,
    reminders,
    directory,
  });
  // Mails whose delivery failed are tried again on the same beat as the reminders.
  const mailRetries = periodic('mail retry job', () => mailer.retryDue(), app.log);
  // The directory's stored next free slots follow time and the agendas on the same beat.
  const directorySlots = periodic(
    'directory slots job',
    () => directory.slots.refreshDue(),
    app.log,
  );
  app.addHook('onReady', async () => {
    reminders.start(config.reminderIntervalMs);
    mailRetries.start(config.reminderIntervalMs);
    // The stored next free slots are brought up to date at start, not a minute later.
    directorySlots.start(config.reminderIntervalMs, { now: true });
  });
  // Shutdown (SIGTERM): Fastify refuses new requests and lets those under way finish; the
  // sockets take no new work, finish what they hold and close; then the jobs, the mail under
  // way, and last the database.
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
    await realtime.drain();
  });
  // An answer given while shutting down closes its connection: a keep-alive connection left idle
  // would hold the server open until its timeout (72 s).
  app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await reminders.stop();
    await mailRetries.stop();
    await directorySlots.stop();
    await mailer.flush();
    await realtime.close();
    await sessions.close();
    await database.close();
  });

  await registerHttpPlugins(app, config);

  await app.register(
    async (api) => {
      await api.register(authPlugin, { sessions });
      await api.register(healthRoutes, { service: services.health });
      await api.register(authRoutes, { service: services.auth, limits: config.rateLimits });
      await api.register(siteRoutes, { service: site, limits: config.rateLimits });
      await api.register(notificationsRoutes, { service: services.notifications });
      await api.register(chatRoutes, { service: chat });
      await api.register(cataloguesRoutes, { service: services.catalogues });
      await api.register(listsRoutes, { service: lists });
      await api.register(patientsRoutes, { service: services.patients });
      await api.register(notesRoutes, { service: services.notes });
      await api.register(ratingsRoutes, { service: services.ratings });
      await api.register(agendaRoutes, { service: agenda });
      await api.register(profileRoutes, { service: services.profile });
      await api.register(contentRoutes, { service: services.content });
      await api.register(searchRoutes, { service: services.search });
      await api.register(directoryRoutes, { service: directory, profiles: services.profiles });
      await api.register(analyticsRoutes, { service: services.analytics });
      await api.register(privacyRoutes, { service: services.privacy });
      await api.register(usersRoutes, { service: services.users });
      api.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: API_PREFIX },
  );

  // The spec's static client configuration, answered by the server so one build runs anywhere.
  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { apiBaseUrl: API_PREFIX, webSocketUrl: '' };
  });

  const webDist = config.webDist;
  const serveWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; the one the client accepts is sent.
      preCompressed: true,
      setHeaders(res, file) {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    // The public pages, prerendered with the settings of the database (see core/web).
    const pages = await loadPublicPages({
      webDist,
      settings: () => site.settings(),
      recheckMs: PUBLIC_PAGES_RECHECK_MS,
      log: app.log,
    });
    if (pages) {
      site.onSettingsSaved(() => pages.invalidate());
      await app.register(publicPagesRoutes, { pages });
      app.addHook('onListen', () => {
        pages.warm().catch((err: unknown) => app.log.error({ err }, 'public pages not rendered'));
      });
    }
  }

  if (serveWeb) {
    await directorySeoRoutes(app, { service: directory, webDist, publicUrl: config.publicUrl });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url.startsWith('/socket.io');
    const looksLikeFile = /\.[a-z0-9]{2,5}(\?|$)/i.test(url.split('?')[0] ?? '');
    if (serveWeb && request.method === 'GET' && !isApi && !looksLikeFile) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ status: 'error', message: isApi ? API_TEXTS.routeNotFound : API_TEXTS.notFound });
  });

  return app;
}
