import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { betweenDays } from '@server/lib/period';
import { currentUser } from '@server/plugins/access';
import { createInquiry, deleteMemberInquiries, memberInquiryPage } from './service';

// Ten inquiries a minute from one address is already more than a person
// writes; counted after validation, so a form retried with an error is free.
export const inquiryRateLimit = { max: 10, timeWindow: '1 minute', hook: 'preHandler' as const };

export const inquiryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.inquiry.create, {
    config: { changesPublicReads: false, rateLimit: inquiryRateLimit },
    handler: async (request) => {
      await createInquiry(db, request.body, request.session?.user ?? null);
      return { message: messages.inquiry.created };
    },
  });

  route(app, contract.inquiry.mine, {
    handler: async (request) => {
      const { page, startDate, endDate } = request.query;
      const result = await memberInquiryPage(db, currentUser(request).accountSeq!, betweenDays(startDate, endDate), page);
      return result;
    },
  });

  route(app, contract.inquiry.deleteMine, {
    handler: async (request) => {
      await deleteMemberInquiries(db, currentUser(request).accountSeq!, request.body);
      return { message: messages.myPage.deleted };
    },
  });
};
