import { messages } from '../../messages';
import { adminFaqDetailSchema, adminFaqListQuerySchema, adminFaqRowSchema, adminFaqSaveSchema } from '../../schemas/faq';
import { adminResource } from './resource';

/** The FAQ board's back office (spec 002 FAQ list and form). */
export const faq = adminResource('/admin/faq', {
  label: 'FAQ',
  query: adminFaqListQuerySchema,
  row: adminFaqRowSchema,
  detail: adminFaqDetailSchema,
  save: adminFaqSaveSchema,
  remove: messages.admin.noneSelected.faq,
});
