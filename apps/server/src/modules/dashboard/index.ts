import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { domainModule } from '@server/lib/domain-module';
import { dashboardOf } from './service';

export interface DashboardModuleOptions {
  db: Database;
}

const dashboardRoutes: FastifyPluginAsyncZod<DashboardModuleOptions> = async (app, { db }) => {
  route(app, contract.admin.dashboard.view, { handler: () => dashboardOf(db) });
};

/** The back office's start page (issue 25 §2): GET /api/admin/dashboard. */
export const dashboardModule = domainModule<DashboardModuleOptions>([['/api/admin', dashboardRoutes]]);
