import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inquiryCreateSchema, messageSchema, messages } from '@ongi/shared';
import type { Database } from '../../db/client';
import { createInquiry } from './service';

// Ten inquiries a minute from one address is already more than a person
// writes; counted after validation, so a form retried with an error is free.
export const inquiryRateLimit = { max: 10, timeWindow: '1 minute', hook: 'preHandler' as const };

export const inquiryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post('/create', {
    config: { access: 'public', rateLimit: inquiryRateLimit },
    schema: {
      tags: ['inquiry'],
      summary: '1:1 문의 등록 (회원·비회원)',
      body: inquiryCreateSchema,
      response: { 200: messageSchema, 400: messageSchema, 403: messageSchema, 429: messageSchema },
    },
    handler: async (request) => {
      await createInquiry(db, request.body, request.session?.user ?? null);
      return { message: messages.inquiry.created };
    },
  });
};
