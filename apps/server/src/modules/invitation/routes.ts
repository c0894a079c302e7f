import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { betweenDays, sinceDaysAgo } from '@server/lib/period';
import { currentUser } from '@server/plugins/access';
import { memberOrderPage, orderOwnerOf } from './service';

export const invitationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.invitation.agoList, {
    handler: async (request) => {
      const { page, daysAgo } = request.query;
      return memberOrderPage(db, orderOwnerOf(currentUser(request)), sinceDaysAgo(daysAgo), page);
    },
  });

  route(app, contract.invitation.betweenList, {
    handler: async (request) => {
      const { page, startDate, endDate } = request.query;
      return memberOrderPage(db, orderOwnerOf(currentUser(request)), betweenDays(startDate, endDate), page);
    },
  });
};
