import { messages } from '../../messages';
import { adminNoticeDetailSchema, adminNoticeListQuerySchema, adminNoticeRowSchema } from '../../schemas/notice';
import { adminResource } from './resource';

/** The notice board's back office; its save is multipart (the part `notice` as JSON, files as `attachList`). */
export const notice = adminResource('/admin/notice', {
  label: '공지사항',
  query: adminNoticeListQuerySchema,
  row: adminNoticeRowSchema,
  detail: adminNoticeDetailSchema,
  multipart: true,
  remove: messages.admin.noneSelected.notice,
});
