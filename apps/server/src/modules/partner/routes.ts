import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema, messages, partnerListQuerySchema, partnerParamsSchema, partnerWithDetailsSchema, z } from '@ongi/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { findPartnerWithDetails, listPartners } from './queries';

export const partnerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-partner-with-details/:id', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['partner'],
      summary: '제휴기관과 홀·빈소 목록',
      params: partnerParamsSchema,
      response: { 200: partnerWithDetailsSchema, 400: messageSchema, 404: messageSchema },
    },
    handler: async (request) => {
      const partner = await findPartnerWithDetails(db, request.params.id);
      if (!partner) throw new HttpError(404, messages.publicNotFound.partner);
      return partner;
    },
  });

  app.get('/get-list', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['partner'],
      summary: '예식장 또는 장례식장 목록과 홀·빈소 (청첩장·부고장 양식의 선택 상자)',
      querystring: partnerListQuerySchema,
      response: { 200: z.array(partnerWithDetailsSchema), 400: messageSchema },
    },
    handler: async (request) => listPartners(db, request.query.type),
  });
};
