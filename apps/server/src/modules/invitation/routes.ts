import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '../../db/client';
import { route } from '../../lib/contract-route';
import { betweenDays, sinceDaysAgo } from '../../lib/period';
import { currentUser } from '../../plugins/access';
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
