import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, mainPageNoticeCount, pageSizes } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
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

  route(app, contract.notice.ticker, {
    config: { publicCache: true },
    handler: async (_request) => {
      const rows = await listLatestNotices(db, mainPageNoticeCount);
      return rows.map((row) => ({ ...row, createDate: row.createDate.toISOString() }));
    },
  });

  route(app, contract.notice.list, {
    config: { publicCache: true },
    handler: async (request) => {
      const { page, searchType, searchWord } = request.query;
      const result = await listNoticePage(db, noticeSearch(searchType, searchWord), { page, size: pageSizes.notice });
      return result;
    },
  });

  route(app, contract.notice.detail, {
    handler: async (request, reply) => {
      const notice = await readNotice(db, { sessions: app.sessions, secret }, request, reply, request.query.noticeSeq);
      // The count depends on who asks: never from a cache.
      reply.header('Cache-Control', 'private, no-store');
      return notice;
    },
  });
};
