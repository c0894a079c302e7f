import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mainPageNoticeCount,
  mainPageNoticeListSchema,
  messageSchema,
  noticeDetailQuerySchema,
  noticeDetailSchema,
  noticeListQuerySchema,
  noticePageSchema,
  pageSizes,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { listLatestNotices, listNoticePage, noticeSearch, sweepAddressViews } from './queries';
import { readNotice } from './service';


export interface NoticeRoutesOptions {
  db: Database;
  /** Keys the address hashes that count visitor views. */
  secret: string;
}

export const noticeRoutes: FastifyPluginAsyncZod<NoticeRoutesOptions> = async (app, { db, secret }) => {
  // The address views that keep one visitor from counting twice are needed for a day only.
  app.jobs.define({ name: 'notice-view-expiry', label: '공지 조회 기록 정리', everyMinutes: 60, run: () => sweepAddressViews(db) });

  app.get('/getMainPageList', {
    config: { access: 'public', publicCache: true },
    schema: { tags: ['notice'], summary: '홈 공지 티커 (최신 5개)', response: { 200: mainPageNoticeListSchema } },
    handler: async (_request) => {
      const rows = await listLatestNotices(db, mainPageNoticeCount);
      return rows.map((row) => ({ ...row, createDate: row.createDate.toISOString() }));
    },
  });

  app.get('/get-list', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['notice'],
      summary: '공지사항 목록 (10개씩, 고정 공지 먼저, 제목·내용 검색)',
      querystring: noticeListQuerySchema,
      response: { 200: noticePageSchema, 400: messageSchema },
    },
    handler: async (request) => {
      const { page, searchType, searchWord } = request.query;
      const result = await listNoticePage(db, noticeSearch(searchType, searchWord), { page, size: pageSizes.notice });
      return result;
    },
  });

  app.get('/get-detail', {
    config: { access: 'public' },
    schema: {
      tags: ['notice'],
      summary: '공지사항 상세 (조회수는 방문 세션마다 한 번)',
      querystring: noticeDetailQuerySchema,
      response: { 200: noticeDetailSchema, 400: messageSchema, 404: messageSchema },
    },
    handler: async (request, reply) => {
      const notice = await readNotice(db, { sessions: app.sessions, secret }, request, reply, request.query.noticeSeq);
      // The count depends on who asks: never from a cache.
      reply.header('Cache-Control', 'private, no-store');
      return notice;
    },
  });
};
