import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activePopupListSchema, toSeoulTime } from '@ongi/shared';
import type { Database } from '../../db/client';
import { listActivePopups } from './queries';

export const popupRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/active', {
    config: { access: 'public', publicCache: true },
    schema: { tags: ['popup'], summary: '홈에 띄울 팝업 (사용 중, 오늘이 기간 안)', response: { 200: activePopupListSchema } },
    handler: async (_request) => {
      const today = toSeoulTime(new Date())!.format('YYYY-MM-DD');
      const result = await listActivePopups(db, today);
      return result;
    },
  });
};
