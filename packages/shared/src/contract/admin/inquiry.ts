import { messages } from '../../messages';
import { adminInquiryAnswerSchema, adminInquiryDetailSchema, adminInquiryListQuerySchema, adminInquiryRowSchema } from '../../schemas/inquiry';
import { adminResource } from './resource';

/** The 1:1 inquiries' back office: no create, the save is the answer. */
export const inquiry = adminResource('/admin/inquiry', {
  label: '문의',
  query: adminInquiryListQuerySchema,
  row: adminInquiryRowSchema,
  detail: adminInquiryDetailSchema,
  save: adminInquiryAnswerSchema,
  remove: messages.admin.noneSelected.inquiry,
  excel: true,
});
