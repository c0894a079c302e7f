import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { listCategoryOptions } from './queries';

/** /api/admin/category: what the admin forms choose from. */
export const categoryAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.admin.category.options, {
    handler: async (request) => listCategoryOptions(db, request.query.categoryParent),
  });
};
