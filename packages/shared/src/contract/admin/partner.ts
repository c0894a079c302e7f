import { messages } from '../../messages';
import { adminPartnerDetailSchema, adminPartnerListQuerySchema, adminPartnerRowSchema, adminPartnerSaveSchema } from '../../schemas/partner';
import { adminResource } from './resource';

/** Wedding venues and funeral homes; one in use is ended (종료), not deleted. */
export const partner = adminResource('/admin/partner', {
  label: '제휴기관',
  query: adminPartnerListQuerySchema,
  row: adminPartnerRowSchema,
  detail: adminPartnerDetailSchema,
  save: adminPartnerSaveSchema,
  remove: messages.admin.noneSelected.partner,
  excel: true,
  end: true,
});
