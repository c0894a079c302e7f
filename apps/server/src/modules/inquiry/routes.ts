import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { betweenQuerySchema, deleteInquiriesSchema, inquiryCreateSchema, memberInquiryPageSchema, messageSchema, messages } from '@ongi/shared';
import type { Database } from '../../db/client';
import { betweenDays } from '../../lib/period';
import { currentUser } from '../../plugins/access';
import { createInquiry, deleteMemberInquiries, memberInquiryPage } from './service';

// Ten inquiries a minute from one address is already more than a person
// writes; counted after validation, so a form retried with an error is free.
export const inquiryRateLimit = { max: 10, timeWindow: '1 minute', hook: 'preHandler' as const };

export const inquiryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post('/create', {
    config: { access: 'public', changesPublicReads: false, rateLimit: inquiryRateLimit },
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

  app.get('/get-list', {
    config: { access: 'normal' },
    schema: {
      tags: ['inquiry'],
      summary: '내 1:1 문의 (기간: 한국 날짜 startDate~endDate, 최신순 10개씩)',
      querystring: betweenQuerySchema,
      response: { 200: memberInquiryPageSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema },
    },
    handler: async (request) => {
      const { page, startDate, endDate } = request.query;
      const result = await memberInquiryPage(db, currentUser(request).accountSeq!, betweenDays(startDate, endDate), page);
      return result;
    },
  });

  app.post('/delete-inquiries', {
    config: { access: 'normal' },
    schema: {
      tags: ['inquiry'],
      summary: '내 1:1 문의 삭제 (본문: inquirySeq 배열; 하나라도 내 것이 아니면 아무것도 지우지 않음)',
      body: deleteInquiriesSchema,
      response: { 200: messageSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema },
    },
    handler: async (request) => {
      await deleteMemberInquiries(db, currentUser(request).accountSeq!, request.body);
      return { message: messages.myPage.deleted };
    },
  });
};
