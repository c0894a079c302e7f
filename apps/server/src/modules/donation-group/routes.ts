import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  donationGroupDetailQuerySchema,
  donationGroupDetailSchema,
  donationGroupListQuerySchema,
  donationGroupPageSchema,
  messageSchema,
  messages,
  pageSizes,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { donationGroupLedger } from '../payment';
import { findDonationGroupDetail, listDonationGroupPage } from './queries';


export const donationGroupRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-list', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['donation-group'],
      summary: '기부후원 단체 목록 (8개씩, 최신순)',
      querystring: donationGroupListQuerySchema,
      response: { 200: donationGroupPageSchema, 400: messageSchema },
    },
    handler: async (request) => {
      const result = await listDonationGroupPage(db, request.query.categorySeq, { page: request.query.page, size: pageSizes.publicList });
      return result;
    },
  });

  app.get('/get-detail', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['donation-group'],
      summary: '기부후원 단체 상세',
      querystring: donationGroupDetailQuerySchema,
      response: { 200: donationGroupDetailSchema, 400: messageSchema, 404: messageSchema },
    },
    handler: async (request) => {
      const group = await findDonationGroupDetail(db, request.query.donationGroupSeq);
      if (!group) throw new HttpError(404, messages.publicNotFound.donationGroup);
      return { ...group, donationLedger: await donationGroupLedger(db, group.donationGroupSeq) };
    },
  });
};
