import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mainPageSponsorCount,
  messageSchema,
  messages,
  pageSizes,
  sponsorCardListSchema,
  sponsorDetailQuerySchema,
  sponsorDetailSchema,
  sponsorListQuerySchema,
  sponsorPageSchema,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { findSponsorDetail, listLatestSponsors, listSponsorPage } from './queries';


export const sponsorRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/main-page-sponsor-list', {
    config: { access: 'public', publicCache: true },
    schema: { tags: ['sponsor'], summary: '홈 후원 소식 (최신 8개)', response: { 200: sponsorCardListSchema } },
    handler: async (_request) => {
      const result = await listLatestSponsors(db, mainPageSponsorCount);
      return result;
    },
  });

  app.get('/get-list', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['sponsor'],
      summary: '후원활동 목록 (8개씩, 최신순)',
      querystring: sponsorListQuerySchema,
      response: { 200: sponsorPageSchema, 400: messageSchema },
    },
    handler: async (request) => {
      const result = await listSponsorPage(db, request.query.categorySeq, { page: request.query.page, size: pageSizes.publicList });
      return result;
    },
  });

  app.get('/get-detail', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['sponsor'],
      summary: '후원활동 상세',
      querystring: sponsorDetailQuerySchema,
      response: { 200: sponsorDetailSchema, 400: messageSchema, 404: messageSchema },
    },
    handler: async (request) => {
      const sponsor = await findSponsorDetail(db, request.query.sponsorSeq);
      if (!sponsor) throw new HttpError(404, messages.publicNotFound.sponsor);
      return sponsor;
    },
  });
};
