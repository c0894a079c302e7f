import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema, placeListSchema, placeSearchQuerySchema } from '@ongi/shared';
import type { MapsConfig } from '../../config';
import type { Database } from '../../db/client';
import { lookupRateLimit } from '../../plugins/security';
import { placeSearch } from './service';

export const placeRoutes: FastifyPluginAsyncZod<{ db: Database; maps: MapsConfig }> = async (app, { db, maps }) => {
  const search = placeSearch({ db, maps });

  app.get('/search', {
    // Public (the forms work logged out), and with a key each query is a paid call to Kakao: limited per address.
    config: { access: 'public', publicCache: true, rateLimit: lookupRateLimit(60) },
    schema: {
      tags: ['place'],
      summary: '지도 장소 검색 (카카오 로컬, 키가 없으면 제휴기관과 내장 장소 목록)',
      querystring: placeSearchQuerySchema,
      response: { 200: placeListSchema, 400: messageSchema, 429: messageSchema, 502: messageSchema },
    },
    handler: async (request) => search(request.query.query, request.log),
  });
};
