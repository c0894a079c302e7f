import { z } from '../zod';
import { messages } from '../messages';
import { blankAsAbsent } from './query';

/** The groups of public tab categories (spec README: notice, FAQ, sponsor, donation group, campaign). */
export const publicCategoryParents = ['notice', 'faq', 'sponsor', 'donationGroup', 'campaign'] as const;
export type PublicCategoryParent = (typeof publicCategoryParents)[number];

/** GET /api/category/get-list?categoryParent= */
export const categoryListQuerySchema = z.object({
  categoryParent: blankAsAbsent(z.enum(publicCategoryParents, { error: messages.query.categoryParent })),
});
export type CategoryListQuery = z.input<typeof categoryListQuerySchema>;

/** A public category in use, in its admin-set order. */
export const publicCategorySchema = z.object({ categorySeq: z.number().int(), name: z.string() });
export type PublicCategory = z.infer<typeof publicCategorySchema>;
export const publicCategoryListSchema = z.array(publicCategorySchema);

/**
 * GET /api/campaign-category/get-all-categories and /api/donation-category/get-all-categories:
 * the active top levels with their active children, both in sortOrder.
 */
export const categoryLeafSchema = z.object({ seq: z.number().int(), name: z.string() });
export const categoryTreeNodeSchema = z.object({
  seq: z.number().int(),
  name: z.string(),
  children: z.array(categoryLeafSchema),
});
export type CategoryTreeNode = z.infer<typeof categoryTreeNodeSchema>;
export const categoryTreeSchema = z.array(categoryTreeNodeSchema);

/** GET /api/admin/category/options?categoryParent=faq: every category of a group for the admin forms' selects, in use or not. */
export const adminCategoryOptionsQuerySchema = z.object({
  categoryParent: z.enum(publicCategoryParents, { error: messages.query.categoryParent }),
});
export const adminCategoryOptionSchema = z.object({ categorySeq: z.number().int(), name: z.string(), inUse: z.boolean() });
export type AdminCategoryOption = z.infer<typeof adminCategoryOptionSchema>;
export const adminCategoryOptionListSchema = z.array(adminCategoryOptionSchema);
