import { domainModule } from '@server/lib/domain-module';
import type { Storage } from '@server/integrations/storage/local';
import { noticeAdminRoutes } from './admin';
import { noticeRoutes, type NoticeRoutesOptions } from './routes';

/** Notices: the ticker, the board and each notice with its view count, and their back office. */
export const noticeModule = domainModule<NoticeRoutesOptions & { storage: Storage }>([
  ['/api/notice', noticeRoutes],
  ['/api/admin/notice', noticeAdminRoutes],
]);
