import { domainModule } from '../../lib/domain-module';
import { noticeRoutes, type NoticeRoutesOptions } from './routes';

/** Notices: the ticker, the board and each notice with its view count. */
export const noticeModule = domainModule<NoticeRoutesOptions>([['/api/notice', noticeRoutes]]);
