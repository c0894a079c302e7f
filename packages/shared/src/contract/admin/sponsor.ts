import { messages } from '../../messages';
import { adminSponsorDetailSchema, adminSponsorListQuerySchema, adminSponsorRowSchema } from '../../schemas/sponsor';
import { adminResource } from './resource';

/** Sponsor activities' back office; the save is multipart (`sponsor` JSON, `thumbnail`, `attachList`). */
export const sponsor = adminResource('/admin/sponsor', {
  label: '후원활동',
  query: adminSponsorListQuerySchema,
  row: adminSponsorRowSchema,
  detail: adminSponsorDetailSchema,
  multipart: true,
  remove: messages.admin.noneSelected.sponsor,
});
