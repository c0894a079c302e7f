import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Storage } from './plugins/storage';
import { registerErrorHandling } from './plugins/errors';
import { registerAccessControl } from './plugins/access';
import { registerPublicCache } from './plugins/public-cache';
import { registerSecurity } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { registerDocs } from './plugins/docs';
import { registerWeb } from './plugins/web';
import { accountRoutes } from './modules/account/routes';
import { adminAccountRoutes } from './modules/account/admin-routes';
import { signupRoutes } from './modules/account/signup-routes';
import { recoveryRoutes } from './modules/account/recovery-routes';
import { myAccountRoutes } from './modules/account/my-account-routes';
import { identityRoutes } from './modules/identity/routes';
import { createIdentityVerifier } from './integrations/identity';
import { createMailer } from './integrations/mail/mailer';
import { oauthRoutes } from './modules/oauth/routes';
import { sandboxOAuthRoutes } from './modules/oauth/sandbox-routes';
import { fileRoutes } from './modules/file/routes';
import { siteRoutes } from './modules/site/routes';
import { systemRoutes } from './modules/system/routes';
import { categoryRoutes } from './modules/category/routes';
import { campaignCategoryRoutes } from './modules/campaign-category/routes';
import { donationCategoryRoutes } from './modules/donation-category/routes';
import { partnerRoutes } from './modules/partner/routes';
import { campaignRoutes } from './modules/campaign/routes';
import { reviewRoutes } from './modules/review/routes';
import { sponsorRoutes } from './modules/sponsor/routes';
import { donationGroupRoutes } from './modules/donation-group/routes';
import { noticeRoutes } from './modules/notice/routes';
import { faqRoutes } from './modules/faq/routes';
import { inquiryRoutes } from './modules/inquiry/routes';
import { paymentPublicRoutes } from './modules/payment/routes';
import { popupRoutes } from './modules/popup/routes';
import { invitationRoutes } from './modules/invitation/routes';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  /** The built web app to serve; tests of the API leave it out. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** Overrides config.loginRateLimit (tests of the limit itself). */
  loginRateLimit?: number;
}

/** The whole product as a Fastify instance, without listen(): main.ts starts it, tests inject into it. */
export async function buildApp(deps: AppDeps) {
  const { config, database, storage } = deps;
  const db = database.db;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAccessControl(app);
  registerPublicCache(app);

  await app.register(cookie, { secret: config.sessionSecret });
  const loginRateLimit = deps.loginRateLimit ?? config.loginRateLimit;
  await registerSecurity(app, { publicUrl: config.publicUrl });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 50 } });
  await app.register(sessionPlugin, { db, maxAgeMs: config.sessionMaxAgeMs });
  await registerDocs(app);

  await app.register(systemRoutes, { prefix: '/api', db });
  await app.register(siteRoutes, { prefix: '/api/site', settings: config.site });
  await app.register(accountRoutes, { prefix: '/api/account', db, loginRateLimit });
  await app.register(adminAccountRoutes, { prefix: '/api/admin/account', db, loginRateLimit });
  const mailer = createMailer(config.mail);
  app.addHook('onClose', () => mailer.close());
  await app.register(signupRoutes, { prefix: '/api/account', db, loginRateLimit });
  await app.register(recoveryRoutes, { prefix: '/api/account', db, mailer, publicUrl: config.publicUrl, loginRateLimit });
  await app.register(myAccountRoutes, { prefix: '/api/account', db });
  await app.register(identityRoutes, { prefix: '/api', db, verifier: createIdentityVerifier(config.portone, db), loginRateLimit });
  await app.register(oauthRoutes, { prefix: '/api/oauth', db, config, loginRateLimit });
  await app.register(sandboxOAuthRoutes, { prefix: '/api/sandbox/oauth', config });
  await app.register(fileRoutes, { prefix: '/api/file', db, storage });
  // Public reads of the member side and customer service (docs/decisions/006).
  await app.register(categoryRoutes, { prefix: '/api/category', db });
  await app.register(campaignCategoryRoutes, { prefix: '/api/campaign-category', db });
  await app.register(donationCategoryRoutes, { prefix: '/api/donation-category', db });
  await app.register(partnerRoutes, { prefix: '/api/partners', db });
  await app.register(campaignRoutes, { prefix: '/api/campaign', db });
  await app.register(reviewRoutes, { prefix: '/api/review', db, storage });
  await app.register(sponsorRoutes, { prefix: '/api/sponsor', db });
  await app.register(donationGroupRoutes, { prefix: '/api/donation-group', db });
  await app.register(noticeRoutes, { prefix: '/api/notice', db });
  await app.register(faqRoutes, { prefix: '/api/faq', db });
  await app.register(inquiryRoutes, { prefix: '/api/inquiry', db });
  await app.register(paymentPublicRoutes, { prefix: '/api/payment', db });
  await app.register(popupRoutes, { prefix: '/api/popup', db });
  await app.register(invitationRoutes, { prefix: '/api/invitation', db });

  await registerWeb(app, deps.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
