import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kioskDataSchema, messageSchema, publicNumberQuerySchema } from '@ongi/shared';
import type { Database } from '../../db/client';
import { kioskData } from './data';

export interface KioskDataRoutesOptions {
  db: Database;
}

/** /api/invitation: the kiosk screen's invitation, by the public number. */
export const kioskDataRoutes: FastifyPluginAsyncZod<KioskDataRoutesOptions> = async (app, { db }) => {
  app.get('/get-kiosk-data', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['kiosk'],
      summary: '키오스크 화면의 청첩장·부고장 (공개 번호로; 주문번호로는 찾지 않음)',
      querystring: publicNumberQuerySchema,
      response: { 200: kioskDataSchema, 400: messageSchema, 404: messageSchema },
    },
    handler: async (request) => kioskData(db, request.query.orderNum),
  });
};
