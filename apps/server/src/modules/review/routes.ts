import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { betweenDays } from '@server/lib/period';
import { currentUser } from '@server/plugins/access';
import type { Storage } from '@server/integrations/storage/local';
import { readReviewForm } from './form';
import { bestReviews, campaignReviewPage, createReview, myReviewPage } from './service';

export interface ReviewRoutesOptions {
  db: Database;
  storage: Storage;
}

export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, { db, storage }) => {
  route(app, contract.review.campaignList, {
    config: { publicCache: true },
    handler: async (request) => {
      const { campaignSeq, sortType, page } = request.query;
      const result = await campaignReviewPage(db, campaignSeq, sortType, page);
      return result;
    },
  });

  route(app, contract.review.best, {
    config: { publicCache: true },
    handler: async (_request) => {
      const result = await bestReviews(db);
      return result;
    },
  });

  route(app, contract.review.create, {
    handler: async (request) => {
      const user = currentUser(request);
      const form = await readReviewForm(request);
      try {
        return await createReview(db, storage, user, form);
      } finally {
        // Stored photos were copied to storage; refused ones are simply gone.
        await form.discard();
      }
    },
  });

  route(app, contract.review.mine, {
    handler: async (request) => {
      const { page, startDate, endDate } = request.query;
      const user = currentUser(request);
      const period = startDate && endDate ? betweenDays(startDate, endDate) : null;
      const result = await myReviewPage(db, user.accountSeq!, period, page);
      return result;
    },
  });
};
