import { z } from '../zod';
import { categoryRefSchema, pageOf, pageParam, searchQuery } from './query';

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
