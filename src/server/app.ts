import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { join } from 'node:path';
import { serializerCompiler } from 'fastify-type-provider-zod';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { ErrorEnvelope } from '@shared/contracts/envelope';
import { jsonNestsDeeperThan, jsonTooDeep } from '@shared/contracts/json-depth';
import { languageFromAcceptLanguage } from '@shared/i18n/languages';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { sessionStore } from './features/accounts/sessions.service';
import { contactRoutes } from './features/contact/contact.routes';
import { placesRoutes } from './features/places/places.routes';
import { mediaRoutes } from './features/media/media.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { recruitmentRoutes } from './features/recruitment/recruitment.routes';
import { moderationRoutes } from './features/moderation/moderation.routes';
import { applicationRoutes } from './features/applications/applications.routes';
import { messagingRoutes } from './features/messaging/messaging.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { chefCvRoutes } from './features/chef-cv/chef-cv.routes';
import { chefProfileRoutes } from './features/chef-profiles/chef-profiles.routes';
import { venueRoutes } from './features/venues/venues.routes';
import { offerGuruRoutes } from './features/offers/guru.routes';
import { offerRoutes } from './features/offers/offers.routes';
import { referenceRoutes } from './features/reference/reference.routes';
import { searchRoutes } from './features/search/search.routes';
import { healthRoutes } from './features/health/health.routes';
import { openapiRoutes } from './features/openapi/openapi.routes';
import { outboxRoutes } from './features/outbox/outbox.routes';
import { ownDataRoutes } from './features/own-data/own-data.routes';
import { seoRoutes } from './features/seo/seo.routes';
import { peopleSearchRoutes } from './features/search/people-search.routes';
import { pageAnswer } from './features/seo/seo.service';
import { firstReadsOfPage } from './features/search/search.page-reads';
import { sessionUserApplications } from './features/applications/counters.service';
import {
  chefProfileBrief,
  createChefProfile,
  ownChefProfile,
} from './features/chef-profiles/chef-profiles.service';
import { sessionUserPictures } from './features/media/media.service';
import { sessionUserMessages } from './features/messaging/messaging.service';
import { sessionUserNotifications } from './features/notifications/notifications.service';
import { createVenue, venuesOfAccount } from './features/venues/venues.service';
import { sessionUserBuilder } from './lib/session-user';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './jobs/queue';
import { appJobs } from './jobs/registry';
import { AppError } from './lib/app-error';
import { translator } from './lib/i18n';
import { validatorCompiler } from './lib/validate';
import { loggerOptions } from './lib/logger';
import type { Deps } from './lib/deps';
import { createMailer, type Mailer } from './lib/mailer';
import { localFileStorage, type FileStorage } from './lib/storage';
import { answerCachePlugin } from './plugins/answer-cache';
import { crossOriginPlugin } from './plugins/cross-origin';
import { clientErrorEnvelope, errorEnvelope, envelopePlugin } from './plugins/envelope';
import { requestContextPlugin } from './plugins/request-context';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { webPlugin } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    jobs: JobQueue;
    /** Every route as `METHOD /path` with its declaration, for the check that each API route is declared. */
    registeredRoutes: { route: string; declared: boolean }[];
  }
}

export interface BuildOptions {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** A ready pino logger (the server's own), used instead of `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Serve the built web app (off for API tests). */
  serveWeb?: boolean;
  /** Where uploads go; DATA_DIR/uploads by default. */
  storage?: FileStorage;
  /** Background job tuning (tests: a faster retry). */
  jobs?: Omit<JobQueueOptions, 'log'>;
}

/** Bodies of API calls are small forms; uploads have their own, larger limits on their routes. */
const bodyLimit = 256 * 1024;

/** The issue of a JSON body nested too deeply: that of a field's JSON text, on `body`. */
const bodyTooDeep = { code: jsonTooDeep.message, params: jsonTooDeep.params };

/** Builds the app without starting it: used by the server, the API tests and the browser tests. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? loggerOptions(config.logLevel) }),
    // A URL Fastify cannot route (bad percent-encoding, an over-long parameter) still gets an envelope.
    frameworkErrors: (_error, request, reply) => {
      const t = translator(languageFromAcceptLanguage(request.headers['accept-language']));
      const body: ErrorEnvelope = {
        success: false,
        data: null,
        message: t('errors:bad_request'),
        code: 'bad_request',
      };
      void (reply as unknown as FastifyReply).code(400).send(body);
    },
    // HTTP Node cannot parse (a wrong Content-Length, oversized headers) also gets an envelope.
    clientErrorHandler: clientErrorEnvelope,
    // An HTTP/1.1 request without Host is refused below with the envelope, not by Node with a bare 400.
    http: { requireHostHeader: false },
    bodyLimit,
    // Trust exactly the configured number of proxy hops (docs: TRUST_PROXY).
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  // Bodies are forms, multipart or JSON (decisions D3): Fastify's built-in text/plain parser would let a
  // plain-text body through as a string (a 400 instead of the 415 the contract promises).
  app.removeContentTypeParser('text/plain');
  // JSON bodies are Fastify's own parser's (prototype poisoning refused), nested at most maxJsonDepth
  // deep: what is read is later walked recursively (validated, keyed, serialized again).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string))
      return done(new AppError('invalid_input', { issues: [{ field: 'body', ...bodyTooDeep }] }), undefined);
    parseJson(request, body as string, done);
  });
  // Each call's declared schemas check its input and serialize its output (lib/calls.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const storage = options.storage ?? localFileStorage(join(config.dataDir, 'uploads'));
  // Background jobs (decisions 018): started when the app is ready, stopped before it closes.
  const jobs = createJobQueue(db, { log: app.log, ...options.jobs });
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, jobs, storage });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  app.decorate('jobs', jobs);
  app.decorate('registeredRoutes', [] as FastifyInstance['registeredRoutes']);
  app.addHook('onRoute', (route) => {
    const call = route.config?.call;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        app.registeredRoutes.push({
          route: `${method} ${route.url}`,
          declared: call !== undefined && call.method === method && call.path === route.url,
        });
  });
  // `data.user` (lib/session-user.ts): the profile and the venues from their owners, then each feature's
  // part. A feature that answers the user asks `deps.sessionUser`, so none imports the others for it.
  const users = sessionUserBuilder(
    { db, storage },
    {
      ownChefProfile,
      chefProfileBrief,
      venues: venuesOfAccount,
      parts: [sessionUserPictures, sessionUserNotifications, sessionUserMessages, sessionUserApplications],
    },
  );
  const deps: Deps = {
    db,
    config,
    mailer,
    storage,
    log: app.log,
    jobs,
    ...users,
    createFirstProfile: (tx, type, profile) =>
      type === 'chef' ? createChefProfile(tx, profile) : createVenue(tx, { ...profile, main: 1 }),
  };
  for (const job of appJobs(deps)) jobs.define(job);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.close();
    await mailer.close();
  });

  await app.register(requestContextPlugin);
  await app.register(envelopePlugin);
  // HTTP/1.1 requires a Host header (RFC 9112, section 3.2): 400, in the request's language.
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined)
      throw new AppError('bad_request');
  });
  // A refused attempt says when to try again (RFC 9110 Retry-After, in seconds).
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof AppError && error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
  });
  await securityPlugin(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit });
  // Multipart bodies (uploads) are read by the routes that take them, with their own limits.
  await app.register(multipart);
  await app.register(crossOriginPlugin);
  await app.register(sessionPlugin, { store: sessionStore(db, config.sessionSecret) });
  await app.register(answerCachePlugin);

  await healthRoutes(app, deps);
  await accountsRoutes(app, deps);
  await referenceRoutes(app, deps);
  await placesRoutes(app, deps);
  await contactRoutes(app, deps);
  await mediaRoutes(app, deps);
  await moderationRoutes(app, deps);
  await adminRoutes(app, deps);
  await recruitmentRoutes(app, deps);
  await notificationRoutes(app, deps);
  await applicationRoutes(app, deps);
  await messagingRoutes(app, deps);
  await chefProfileRoutes(app, deps);
  await chefCvRoutes(app, deps);
  await venueRoutes(app, deps);
  await offerGuruRoutes(app, deps);
  await offerRoutes(app, deps);
  await searchRoutes(app, deps);
  await peopleSearchRoutes(app, deps);
  await openapiRoutes(app, deps);
  await outboxRoutes(app, deps);
  await ownDataRoutes(app, deps);
  await seoRoutes(app, deps);

  const sendApp =
    options.serveWeb === false
      ? undefined
      : await webPlugin(app, { pageHead: (url) => pageAnswer(deps, url), pageReads: firstReadsOfPage });
  app.setNotFoundHandler((request, reply) => {
    if (
      sendApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !request.url.startsWith('/assets/') &&
      !request.url.startsWith('/media/')
    ) {
      return sendApp(request, reply);
    }
    return reply.code(404).send(errorEnvelope(request, new AppError('not_found')));
  });
  return app;
}

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}
