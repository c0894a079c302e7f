import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@ongi/shared';
import { domainModule } from '@server/lib/domain-module';
import { checkRoutes, differenceListRoutes, type ReconciliationModuleOptions } from './routes';
import { checkDay, yesterdayInSeoul } from './service';

export type { ReconciliationModuleOptions } from './routes';

const routes = domainModule<ReconciliationModuleOptions>([
  ['/api/admin/reconciliation', differenceListRoutes],
  ['/api/admin/reconciliation', checkRoutes],
]);

/**
 * 일별 대사 (docs/decisions/022-daily-reconciliation.md): every morning in
 * Korea, yesterday's charged payments against the gateway's own records, the
 * differences kept for an administrator to resolve; a chosen day on demand.
 */
export const reconciliationModule: FastifyPluginAsyncZod<ReconciliationModuleOptions> = async (app, options) => {
  await app.register(routes, options);
  if (!options.gateway) return;
  app.jobs.define({
    name: 'daily-gateway-check',
    label: messages.reconciliation.jobLabel,
    // Late enough that a payment approved just before midnight has been verified (or reconciled) here.
    dailyAtKst: '04:30',
    run: async () => {
      const check = await checkDay({ db: options.db, gateway: options.gateway, log: app.log }, yesterdayInSeoul());
      app.log.info({ day: check.day, differences: check.differences, supported: check.supported }, 'daily gateway check');
    },
  });
};

export { openDifferenceSummary } from './queries';
