import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@ongi/shared';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Storage } from './integrations/storage/local';
import { registerErrorHandling } from './plugins/errors';
import { registerAccessControl } from './plugins/access';
import { registerPublicCache } from './plugins/public-cache';
import { registerPublicNumberGuard } from './plugins/public-number-guard';
import { registerInputGuard } from './plugins/input-guard';
import { buildSecurityHeaders, registerSecurity } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { registerDocs } from './plugins/docs';
import { registerWeb } from './plugins/web';
import { RequestLog, nextRequestId, requestLoggerFactory } from './plugins/logging';
import { requestAddressReader } from './plugins/request-address';
import { createIdentityVerifier } from './integrations/identity';
import { createMailer } from './integrations/mail/mailer';
import { createMessageGateway } from './integrations/messaging';
import { createPaymentGateway } from './integrations/payment';
import { createKiwoomGateway } from './integrations/payment/kiwoom';
import { PasswordGuard } from './lib/auth-throttle';
import { PublicReadCache, PublicReadInvalidation, compressMinBytes } from './lib/public-reads';
import { backgroundTasks } from './lib/background';
import { JobQueue, type JobQueueOptions } from './lib/jobs';
import { closeRedis, openRedis } from './lib/redis';
import { registerMetrics } from './operations/metrics';
import { accountModule } from './modules/account';
import { alertModule, raiseAdminAlert } from './modules/alert';
import { auditModule } from './modules/audit';
import { campaignModule } from './modules/campaign';
import { dashboardModule } from './modules/dashboard';
import { campaignCategoryModule } from './modules/campaign-category';
import { categoryModule } from './modules/category';
import { donationCategoryModule } from './modules/donation-category';
import { donationGroupModule } from './modules/donation-group';
import { faqModule } from './modules/faq';
import { fileModule } from './modules/file';
import { identityModule } from './modules/identity';
import { hostModule, GuestViewCounter } from './modules/host';
import { inquiryModule } from './modules/inquiry';
import { invitationModule } from './modules/invitation';
import { thanksModule } from './modules/thanks';
import { rsvpModule } from './modules/rsvp';
import { kioskModule } from './modules/kiosk';
import { guestbookModule } from './modules/guestbook';
import { messageModule, sendOrderGuide } from './modules/message';
import { noticeModule } from './modules/notice';
import { oauthModule } from './modules/oauth';
import { partnerModule } from './modules/partner';
import { paymentModule } from './modules/payment';
import { placeModule } from './modules/place';
import { popupModule } from './modules/popup';
import { reconciliationModule } from './modules/reconciliation';
import { reviewModule } from './modules/review';
import { settlementModule } from './modules/settlement';
import { siteModule } from './modules/site';
import { sponsorModule } from './modules/sponsor';
import { systemModule } from './modules/system';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  /** The built web app to serve; tests of the API leave it out. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** Overrides config.loginRateLimit (tests of the limit itself). */
  loginRateLimit?: number;
  /** Shorter retries and polls of the job queue (tests of the queue itself). */
  jobs?: Partial<Pick<JobQueueOptions, 'retry' | 'pollingSeconds' | 'scheduleCheckSeconds'>>;
  /** Overrides how long Redis is left alone once its circuit opens (tests of the circuit: lib/redis.ts). */
  redisCoolDownMs?: number;
  /** Sees every answer before it is sent (the API tests hold each against its endpoint's declaration: test/answer-check.ts). */
  onAnswer?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void;
}

/** How long a public read may be served from memory at most, writes or not (docs/decisions/014). */
const publicReadTtlMs = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReadInvalidation;
    /** Housekeeping jobs that run once across instances (lib/jobs.ts); modules define theirs while the app is built. */
    jobs: JobQueue;
    /** Guest page views not yet written (modules/host); tests flush it rather than wait. */
    guestViews: GuestViewCounter;
  }
}

/** The whole product as a Fastify instance, without listen(): main.ts starts it, tests inject into it. */
export async function buildApp(deps: AppDeps) {
  const { config, database, storage } = deps;
  const db = database.db;
  const bodyLimitBytes = 1024 * 1024;
  // Every request reaches the public cache first, before Fastify makes a request, a reply or routes it: a
  // public read kept in memory is answered there (plugins/public-cache.ts, docs/decisions/014).
  const beforeRouting: { answer?: (request: IncomingMessage, response: ServerResponse) => boolean } = {};
  const app = Fastify({
    serverFactory: (handler, factoryOptions) => {
      // Fastify's options with its defaults filled in, as it passes them.
      const options = factoryOptions as Pick<FastifyServerOptions, 'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket'>;
      const server = createServer((request, response) => {
        if (!beforeRouting.answer?.(request, response)) handler(request, response);
      });
      // What Fastify sets on a server it makes itself.
      if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },
    genReqId: nextRequestId,
    logger: deps.logger ?? false,
    logController: new RequestLog(),
    // Without a logger Fastify makes no request loggers at all; a factory of ours would make it start.
    ...(deps.logger ? { childLoggerFactory: requestLoggerFactory } : {}),
    trustProxy: config.trustProxy,
    bodyLimit: bodyLimitBytes,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { onAnswer } = deps;
  // First of the onSend hooks: it sees the answer before compression.
  if (onAnswer)
    app.addHook('onSend', async (request, reply, payload) => {
      onAnswer(request, reply, payload);
      return payload;
    });
  app.decorate('background', backgroundTasks());
  app.addHook('onClose', () => app.background.drain());
  const jobs = new JobQueue({
    database,
    log: app.log,
    migrate: config.operations.migrateOnStart,
    ...deps.jobs,
    onFailed: (failure) =>
      raiseAdminAlert(db, app.log, {
        kind: 'JOB_FAILED',
        title: messages.alert.jobFailed(failure.label),
        summary: messages.alert.jobFailedSummary(failure.label, failure.attempts, failure.error),
        details: { job: failure.name, jobId: failure.jobId, attempts: failure.attempts, error: failure.error },
        oncePerTitle: true,
      }),
  });
  app.decorate('jobs', jobs);
  // Started once every module has defined its jobs, without holding up the app's start (a failure is logged:
  // housekeeping stops, serving does not); stopping starts with the close, beside the requests' grace period
  // rather than after it, and the database is closed only once it is done.
  app.addHook('onReady', async () => {
    jobs
      .start()
      .catch((error: unknown) => app.log.error({ err: error }, 'job queue could not start: scheduled jobs (payment reconciliation, sweeps) are not running'));
  });
  app.addHook('preClose', (done) => {
    void jobs.stop(config.operations.shutdownGraceMs);
    done();
  });
  app.addHook('onClose', () => jobs.stop(config.operations.shutdownGraceMs));
  // Rate limits and spent OAuth states are shared by every instance through it (REDIS_URL).
  const redis = config.redis.url
    ? await openRedis({ url: config.redis.url, keyPrefix: config.redis.keyPrefix, coolDownMs: deps.redisCoolDownMs }, app.log)
    : null;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  // Before every route, so each one is measured (METRICS_PORT; off by default).
  if (config.operations.metrics) await registerMetrics(app, { database, jobs, redis });
  registerErrorHandling(app, { bodyLimitBytes, productName: config.site.productName });
  registerAccessControl(app);
  registerInputGuard(app);

  // The first hook of every request (after the metrics'): a public read kept in memory is answered before
  // cookies, session and the other hooks, with the security headers it shares with every answer of its kind.
  const securityHeaders = buildSecurityHeaders(config.payment.kiwoom.windowUrl);
  const publicReads = new PublicReadInvalidation(new PublicReadCache({ maxBytes: config.publicReadCacheMb * 1024 * 1024, ttlMs: publicReadTtlMs }), db);
  await publicReads.start(database.listen);
  app.addHook('onClose', () => publicReads.stop());
  app.decorate('publicReads', publicReads);
  registerPublicCache(app, publicReads, { securityHeaders, requestAddress: requestAddressReader(config.trustProxy) });
  beforeRouting.answer = app.answerFromMemory;

  await app.register(cookie, { secret: config.sessionSecret });
  const loginRateLimit = deps.loginRateLimit ?? config.loginRateLimit;
  await registerSecurity(app, { publicUrl: config.publicUrl, redis, headers: securityHeaders });
  // After the rate-limit plugin (it counts there); the public cache asks it before answering from memory.
  registerPublicNumberGuard(app, {
    missesPerAddress: config.publicNumberMisses.perAddress,
    windowMs: config.publicNumberMisses.windowMs,
    productName: config.site.productName,
  });
  // Answers above 1 KB go out compressed; cached public reads carry their own compressed copies.
  await app.register(compress, { threshold: compressMinBytes, encodings: ['br', 'gzip'] });
  // Each form's own limits are applied as it streams (lib/multipart-form.ts); these are the outer bounds.
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 20, fields: 50 } });
  await app.register(sessionPlugin, { db, maxAgeMs: config.sessionMaxAgeMs, idleMs: config.sessionIdleMs, secureCookies: config.secureCookies });
  await registerDocs(app, { adminOnly: config.env === 'production', sessionCookieName: app.sessions.cookieName });

  const mailer = createMailer(config.mail);
  // Registered after the background drain: mail still being sent goes out before the transport closes.
  app.addHook('onClose', async () => mailer.close());
  await app.register(systemModule, { db, redis, storage });
  await app.register(siteModule, { settings: { ...config.site, kakaoJsKey: config.maps.kakaoJsKey ?? null } });
  const passwordGuard = new PasswordGuard(db, { addressFailures: config.loginAddressFailureLimit, usernameFailures: config.loginUsernameFailureLimit });
  await app.register(accountModule, { db, mailer, publicUrl: config.publicUrl, loginRateLimit, passwordGuard });
  await app.register(identityModule, { db, verifier: createIdentityVerifier(config, db), loginRateLimit });
  await app.register(oauthModule, { db, config, loginRateLimit, redis });
  await app.register(fileModule, { db, storage });
  // Public reads of the member side and customer service (docs/decisions/006).
  await app.register(categoryModule, { db });
  await app.register(campaignCategoryModule, { db });
  await app.register(donationCategoryModule, { db });
  await app.register(partnerModule, { db });
  await app.register(campaignModule, { db, storage });
  await app.register(reviewModule, { db, storage });
  await app.register(sponsorModule, { db, storage });
  await app.register(donationGroupModule, { db, storage });
  await app.register(noticeModule, { db, storage, secret: config.sessionSecret });
  await app.register(faqModule, { db });
  await app.register(auditModule, { db });
  await app.register(alertModule, { db });
  await app.register(inquiryModule, { db, mailer });
  const paymentGateway = createPaymentGateway(config.payment, db, createKiwoomGateway);
  await app.register(paymentModule, {
    db,
    gateway: paymentGateway,
    reconcileIntervalMs: config.payment.reconcileIntervalMs,
    publicUrl: config.publicUrl,
    secureCookies: config.secureCookies,
    testPageAdminOnly: config.env === 'production',
    startLimits: config.paymentStartLimits,
    mailer,
    productName: config.site.productName,
    receiptDataKeys: config.receiptDataKeys,
  });
  await app.register(reconciliationModule, { db, gateway: paymentGateway });
  await app.register(dashboardModule, { db });
  await app.register(popupModule, { db });
  await app.register(settlementModule, { db, storage });
  // Guest page views, counted in memory and added every half minute (and on close, after the last request).
  const guestViews = new GuestViewCounter(db, app.log);
  guestViews.start();
  app.addHook('onClose', () => guestViews.stop());
  app.decorate('guestViews', guestViews);
  const messageOptions = { db, publicUrl: config.publicUrl, productName: config.site.productName };
  await app.register(messageModule, { ...messageOptions, gateway: createMessageGateway(config.messaging) });
  await app.register(invitationModule, {
    db,
    guestViews,
    storage,
    webDist: deps.webDist,
    publicUrl: config.publicUrl,
    productName: config.site.productName,
    kakaoJsKey: config.maps.kakaoJsKey,
    creationLimits: config.invitationCreateLimits,
    // A non-member's login is the order number and their phone: it is sent to them (a failure to queue it is logged, the order stands).
    onCreated: async (order) => {
      if (!order.nonMemberPhone) return;
      await sendOrderGuide({ ...messageOptions, jobs: app.jobs }, { ...order, phone: order.nonMemberPhone }).catch((error: unknown) =>
        app.log.error({ err: error, orderNum: order.orderNum }, 'order guide message could not be queued'),
      );
    },
  });
  await app.register(thanksModule, { db, webDist: deps.webDist, publicUrl: config.publicUrl, productName: config.site.productName });
  await app.register(placeModule, { db, maps: config.maps });
  await app.register(hostModule, { db });
  await app.register(guestbookModule, { db });
  await app.register(rsvpModule, { db });
  await app.register(kioskModule, {
    db,
    listen: database.listen,
    streamsPerInvitation: config.kioskStreamsPerInvitation,
    streamsPerAddress: config.kioskStreamsPerAddress,
    streamsInAll: config.kioskStreamsTotal,
  });

  await registerWeb(app, deps.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
