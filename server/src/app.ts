import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Server } from 'node:http';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { fastifyTrustProxy, type AppConfig } from './config/env';
import { lazySchemaCompilers } from './lib/lazy-schema-compilers';
import { ClientError } from './lib/client-error';
import { PERSONAL_DATA_REDACTION } from './lib/log-redaction';
import { deferredRequestLogger } from './lib/request-logger';
import { fieldOfValidation, schemaErrorFormatter } from './lib/validation-messages';
import apiHeaders from './plugins/app/api-headers';
import { apiAnswerHeaders } from './lib/response-headers';
import database from './plugins/app/database';
import metrics from './plugins/app/metrics';
import readiness from './plugins/app/readiness';
import healthRoutes from './routes/health';
import strictIntegers from './plugins/app/strict-integers';
import schoolRollContinueRepository from './repositories/school-roll-continue';
import siteMessageRepository from './repositories/site-message';
import { COLLECTIONS } from '@contract/collections';
import { COLLECTION_MODULES } from './collection-modules';
import fileStorage from './plugins/app/file-storage';
import leadRetention from './plugins/app/lead-retention';
import publicContent from './plugins/app/public-content';
import mail from './plugins/app/mail';
import staffAuth from './plugins/app/staff-auth';
import compress from './plugins/external/compress';
import cookie from './plugins/external/cookie';
import formbody from './plugins/external/formbody';
import rateLimit from './plugins/external/rate-limit';
import swagger from './plugins/external/swagger';
import adminRoutes from './routes/api/bms/system/admin';
import staffSessionRoutes from './routes/api/bms/system/staff-session';
import auditLogRoutes from './routes/api/bms/system/audit-log';
import reviewAdminRoutes from './routes/api/cms/web/review-admin';
import revisionAdminRoutes from './routes/api/cms/web/revision-admin';
import adWordAdminRoutes from './routes/api/cms/web/ad-word-admin';
import leadAlertAdminRoutes from './routes/api/cms/web/lead-alert-admin';
import leadAlertOutbox from './plugins/app/lead-alert-outbox';
import leadSourceAliasAdminRoutes from './routes/api/cms/web/lead-source-alias-admin';
import leadRoutingAdminRoutes from './routes/api/cms/web/lead-routing-admin';
import leadFormRoutes from './routes/api/cms/web/lead-form';
import leadFormAdminRoutes from './routes/api/cms/web/lead-form-admin';
import { routeNewLeads } from './staff/lead-routing';
import revisions from './plugins/app/revisions';
import onboardingRoutes from './routes/api/bms/system/onboarding';
import twoFactorRoutes from './routes/api/bms/system/two-factor';
import openApiRoutes from './routes/api/docs/openapi';
import siteMessageRoutes from './routes/api/cms/web/site-message';
import siteMessageAdminRoutes from './routes/api/cms/web/site-message-admin';
import schoolRollContinueRoutes from './routes/api/ems/education/school-roll-continue';
import serverFileRoutes from './routes/api/cms/resource/server-file';
import uploadsRoutes from './routes/uploads';
import webApp from './routes/web-app';
import { seoCachePlugin } from './web/seo';
import { CODE } from '@contract/codes';
import { MenuEntrySchema } from '@contract/site-menu';
import { closeRichTextSanitiser } from './lib/rich-text';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export type AppOptions = { config: AppConfig };

/** The request headers must have arrived within this (and within the request timeout). */
const HEADERS_TIMEOUT_MS = 10_000;

/**
 * What Fastify answers by itself, before any route or hook (a URL that is not valid
 * percent-encoding, a too long path parameter): the envelope with a Chinese message and the
 * API's strict headers, as every other JSON answer.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const isUrl = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = isUrl ? 400 : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed before routing');
  reply.headers(apiAnswerHeaders(request.protocol === 'https'));
  return reply.code(status).send({
    code: isUrl ? CODE.badRequest : CODE.internal,
    message: isUrl ? '请求地址格式不正确' : '服务器繁忙，请稍后再试',
    data: null,
  });
}

/** The levels at which info lines, Fastify's request lines among them, are written. */
const REQUEST_LINE_LEVELS: ReadonlySet<AppConfig['logLevel']> = new Set(['info', 'debug', 'trace']);

/** Options that must be given when the Fastify instance is created. */
export function serverOptions(config: AppConfig): FastifyHttpOptions<Server> {
  const requestTimeout = config.requestTimeoutMs;
  return {
    logger: { level: config.logLevel, ...PERSONAL_DATA_REDACTION },
    // Fastify's request lines are info lines: above that level none is written, so none is built
    // (two log objects and the response time on every request).
    // A request's logger is made at its first line: most requests write none (lib/request-logger.ts).
    childLoggerFactory: deferredRequestLogger,
    logController: new LogController({ disableRequestLogging: !REQUEST_LINE_LEVELS.has(config.logLevel) }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Fastify's defaults are 0 (none): a client that trickles its body would hold a socket for
    // ever. The request timeout bounds the whole request, the connection timeout a silent
    // socket while a request is open; between requests Node's keepAliveTimeout applies (72 s in
    // Fastify, above a load balancer's usual 60 s, so the balancer closes idle sockets first).
    requestTimeout,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      // How often Node checks the request and headers timeouts (30 s by default, longer than them).
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(requestTimeout / 4))),
    },
    frameworkErrors: frameworkErrors as FastifyServerOptions['frameworkErrors'],
    // Forms on this site are a few hundred bytes.
    bodyLimit: 16 * 1024,
    ajv: {
      customOptions: {
        // Query strings are text: "2" must satisfy an integer. Arrays are not squeezed into scalars.
        coerceTypes: true,
        removeAdditional: true,
        useDefaults: true,
        // Errors carry their schema, whose `x-messages` gives the Chinese wording.
        verbose: true,
        keywords: ['x-messages'],
      },
    },
    schemaErrorFormatter,
    schemaController: lazySchemaCompilers,
  };
}

type Failure = { status: number; code: number; message: string; field?: string };

function describeFailure(error: FastifyError | ClientError): Failure {
  if (error instanceof ClientError) {
    const { statusCode: status, envelopeCode: code, message, field } = error;
    return { status, code, message, ...(field === undefined ? {} : { field }) };
  }
  if (error.validation) {
    // The formatter's message is about the first error (schemaErrorFormatter): so is the field.
    const [first] = error.validation;
    const field = first ? fieldOfValidation(first) : undefined;
    return {
      status: 400,
      code: CODE.badRequest,
      message: error.message,
      ...(field === undefined ? {} : { field }),
    };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, code: CODE.payloadTooLarge, message: '提交内容过大，请精简后再试' };
  if (status === 415) return { status, code: CODE.badRequest, message: '不支持的提交格式' };
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { status, code: CODE.badRequest, message: '提交内容不能为空' };
  if (status >= 400 && status < 500) return { status, code: CODE.badRequest, message: '提交内容格式不正确' };
  return { status: 500, code: CODE.internal, message: '服务器繁忙，请稍后再试' };
}

/** The application: external plugins, then the database and repositories, then the routes and the web app. */
export default async function serviceApp(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  fastify.decorate('config', opts.config);
  fastify.addSchema(MenuEntrySchema);

  // Set before any route is registered, so every route inherits it.
  fastify.setErrorHandler((error: FastifyError | ClientError, request, reply) => {
    const failure = describeFailure(error);
    if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    const { status, ...envelope } = failure;
    return reply.code(status).send({ ...envelope, data: null });
  });

  // helmet and static serve the web app only: they are registered in its own context (routes/web-app.ts).
  await fastify.register(compress);
  await fastify.register(rateLimit);
  await fastify.register(cookie);
  await fastify.register(formbody);
  // Before every route: the OpenAPI document is built from the routes registered after it.
  await fastify.register(swagger);

  // Request durations of every route (a hook at the root), and the counters the services add to.
  await fastify.register(metrics);
  await fastify.register(apiHeaders);
  await fastify.register(strictIntegers);
  await fastify.register(database);
  // /readyz's checks: the database and its migrations here, the page renderer in routes/web-app.ts.
  await fastify.register(readiness);
  // Before every route: each /api/ route must declare config.access (plugins/app/staff-auth.ts).
  await fastify.register(staffAuth);
  await fastify.register(mail);
  await fastify.register(publicContent);
  // Before the content routes: each family's save registers itself for its revisions' restore.
  await fastify.register(revisions);
  // Each collection's repository (contract/collections, its modules in collection-modules.ts).
  for (const { key } of COLLECTIONS) {
    const { repository } = COLLECTION_MODULES[key];
    if (repository) await fastify.register(repository);
  }
  // Lead alerts' worker (issue 38 item 2): before the leads' repository, which wakes it.
  await fastify.register(leadAlertOutbox);
  // A new lead's due time and assignee are decided in the transaction that stores it (issue 38 item 3).
  await fastify.register(siteMessageRepository, {
    afterInsert: (trx, leads, now) => routeNewLeads(trx, leads, now, fastify.log),
  });
  // Suspicious leads after LEAD_QUARANTINE_DAYS, all leads after LEAD_RETENTION_MONTHS: hourly.
  await fastify.register(leadRetention);
  await fastify.register(schoolRollContinueRepository);
  await fastify.register(fileStorage);
  // robots.txt and sitemap.xml, kept until content changes (fastify.seoCache.clear()).
  await fastify.register(seoCachePlugin);

  // GET /healthz and /readyz: unlogged, never rate-limited, no cookie.
  await fastify.register(healthRoutes);
  // Each collection's public reads, then (below) its back office routes (each route declares its access).
  for (const { key, apiPath } of COLLECTIONS) {
    const { publicRoutes } = COLLECTION_MODULES[key];
    if (publicRoutes) await fastify.register(publicRoutes, { prefix: `/api/cms/web/${apiPath}` });
  }
  await fastify.register(siteMessageRoutes, { prefix: '/api/cms/web/siteMessage' });
  await fastify.register(siteMessageAdminRoutes, { prefix: '/api/cms/web/siteMessage' });
  // The content staff's back office (issue 13): beside each public family.
  for (const { key, apiPath } of COLLECTIONS) {
    await fastify.register(COLLECTION_MODULES[key].adminRoutes, { prefix: `/api/cms/web/${apiPath}` });
  }
  await fastify.register(revisionAdminRoutes, { prefix: '/api/cms/web/revision' });
  // Review before publishing (issue 37 item 2).
  await fastify.register(reviewAdminRoutes, { prefix: '/api/cms/web/review' });
  // The advertising-law word list and the editor's check (issue 37 item 3).
  await fastify.register(adWordAdminRoutes, { prefix: '/api/cms/web/adWord' });
  // Where a site's new leads are announced: group robots and mail (issue 38 item 2).
  await fastify.register(leadAlertAdminRoutes, { prefix: '/api/cms/web/leadAlert' });
  await fastify.register(leadSourceAliasAdminRoutes, { prefix: '/api/cms/web/leadSourceAlias' });
  // Who gets new leads, and how soon they are due (issue 38 item 3).
  await fastify.register(leadRoutingAdminRoutes, { prefix: '/api/cms/web/leadRouting' });
  // The lead form's fields beyond name and phone: the public form's and the 表单字段 screen's (issue 38 item 1).
  await fastify.register(leadFormRoutes, { prefix: '/api/cms/web/leadForm' });
  await fastify.register(leadFormAdminRoutes, { prefix: '/api/cms/web/leadForm' });
  await fastify.register(schoolRollContinueRoutes, { prefix: '/api/ems/education/schoolRollContinue' });
  await fastify.register(adminRoutes, { prefix: '/api/bms/system/admin' });
  await fastify.register(twoFactorRoutes, { prefix: '/api/bms/system/admin' });
  await fastify.register(onboardingRoutes, { prefix: '/api/bms/system/admin' });
  await fastify.register(staffSessionRoutes, { prefix: '/api/bms/system/staffSession' });
  await fastify.register(auditLogRoutes, { prefix: '/api/bms/system/auditLog' });
  await fastify.register(serverFileRoutes, { prefix: '/api/cms/resource/serverFile' });
  await fastify.register(uploadsRoutes);
  await fastify.register(openApiRoutes, { prefix: '/api/docs' });
  await fastify.register(webApp);
}

/** A Fastify instance with the app registered (not yet listening); used by server.ts, tests and the bench. */
export function buildApp(config: AppConfig, overrides: FastifyServerOptions = {}) {
  const app = Fastify({ ...serverOptions(config), ...overrides }).withTypeProvider<TypeBoxTypeProvider>();
  app.register(fp(serviceApp), { config });
  // The sanitiser's thread (started by the first rich-text save) ends with the app.
  app.addHook('onClose', closeRichTextSanitiser);
  return app;
}
