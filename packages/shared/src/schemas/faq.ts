import { z } from '../zod';
import { messages } from '../messages';
import { adminListQuery, adminListSort, adminRequiredSeq, adminSeqOrNew, requiredText } from './admin';
import { categoryRefSchema, instantSchema, pageOf, pageParam, searchQuery } from './query';

/** GET /api/faq/get-list?page&searchType&searchWord (10 per page; the spec's faqCount is totalElements). */
export const faqListQuerySchema = z.object({ page: pageParam, ...searchQuery });
export type FaqListQuery = z.input<typeof faqListQuerySchema>;

export const faqRowSchema = z.object({
  faqSeq: z.number().int(),
  title: z.string(),
  /** Plain text answer; keep its line breaks (white-space: pre-line). */
  content: z.string(),
  category: categoryRefSchema.nullable(),
});
export type FaqRow = z.infer<typeof faqRowSchema>;
export const faqPageSchema = pageOf(faqRowSchema);
export type FaqPage = z.infer<typeof faqPageSchema>;

// ---- Back office (spec 002: FAQ list and form) ----

export const adminFaqSearchTypes = ['all', 'title', 'content'] as const;
/** What the FAQ list sorts by: title, day registered. */
export const adminFaqSorts = ['name', 'createdAt'] as const;
export const adminFaqListQuerySchema = adminListQuery(adminFaqSearchTypes, adminListSort(adminFaqSorts));
export type AdminFaqListQuery = z.input<typeof adminFaqListQuerySchema>;

/** A row of the admin FAQ list: number, category, title, created date. */
export const adminFaqRowSchema = z.object({
  faqSeq: z.number().int(),
  title: z.string(),
  categoryName: z.string().nullable(),
  createDate: instantSchema,
});
export type AdminFaqRow = z.infer<typeof adminFaqRowSchema>;

export const adminFaqDetailSchema = z.object({
  faqSeq: z.number().int(),
  title: z.string(),
  content: z.string(),
  categorySeq: z.number().int().nullable(),
  createDate: instantSchema,
});
export type AdminFaqDetail = z.infer<typeof adminFaqDetailSchema>;

/** POST /api/admin/faq/save: no faqSeq (or -1) registers, a faqSeq edits. */
export const adminFaqSaveSchema = z.object({
  faqSeq: adminSeqOrNew,
  categorySeq: adminRequiredSeq(messages.adminForm.categoryRequired),
  title: requiredText(messages.adminForm.titleRequired, 200, messages.adminForm.titleTooLong(200)),
  content: requiredText(messages.adminForm.contentRequired, 5000, messages.adminForm.contentTooLong(5000)),
});
export type AdminFaqSave = z.input<typeof adminFaqSaveSchema>;
