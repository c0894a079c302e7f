import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, mainPageSponsorCount, messages, pageSizes } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { findSponsorDetail, listLatestSponsors, listSponsorPage } from './queries';

const publicRead = { publicCache: true } as const;

export const sponsorRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.sponsor.homeNews, {
    config: publicRead,
    handler: async (_request) => {
      const result = await listLatestSponsors(db, mainPageSponsorCount);
      return result;
    },
  });

  route(app, contract.sponsor.list, {
    config: publicRead,
    handler: async (request) => {
      const result = await listSponsorPage(db, request.query.categorySeq, { page: request.query.page, size: pageSizes.publicList });
      return result;
    },
  });

  route(app, contract.sponsor.detail, {
    config: publicRead,
    handler: async (request) => {
      const sponsor = await findSponsorDetail(db, request.query.sponsorSeq);
      if (!sponsor) throw new HttpError(404, messages.publicNotFound.sponsor);
      return sponsor;
    },
  });
};
