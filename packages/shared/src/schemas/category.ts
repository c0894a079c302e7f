import { z } from '../zod';
import { messages } from '../messages';
import { adminListQuery, adminListSort, adminSeqOrNew, requiredText } from './admin';
import { blankAsAbsent, instantSchema, maxSeq } from './query';

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

// ---- Back office (spec 002: category list and create, campaign category and donation recipient lists and create) ----

/** The Korean names of the public groups (the category list's 상위 카테고리 and the create form's radio). */
export const publicCategoryParentLabels: Record<PublicCategoryParent, string> = {
  notice: '공지사항',
  faq: 'FAQ',
  sponsor: '후원활동',
  donationGroup: '기부단체',
  campaign: '캠페인',
};

/** The sentences of the three category screens that the common admin messages do not have (spec 002 §5, §8). */
export const categoryAdminMessages = {
  parentRequired: '구분을 선택하세요.',
  nameRequired: '카테고리명을 입력하세요.',
  nameTooLong: '카테고리명은 50자 이내로 입력하세요.',
  created: '카테고리가 등록됐습니다.',
  createFailed: '카테고리 등록에 실패했습니다.',
  deleteConfirm: '삭제된 카테고리는 복구할 수 없습니다. 정말 삭제하시겠습니까?',
  deleteFailed: '삭제 중 오류가 발생했습니다.',
  duplicateName: '같은 구분에 같은 이름의 카테고리가 이미 있습니다.',
  useYn: '사용 여부는 Y 또는 N이어야 합니다.',
  used: (name: string) => `'${name}' 카테고리를 사용합니다.`,
  unused: (name: string) => `'${name}' 카테고리를 사용하지 않습니다. 공개 화면에서 숨겨집니다.`,
  /** What a delete refused for the rows filed under the category suggests. */
  useInstead: "대신 '사용 안 함'으로 바꿔 주세요.",
} as const;

/** The category list searches names within one group, or in all of them (spec: none (all), notice, FAQ …). */
export const adminCategorySearchTypes = ['all', ...publicCategoryParents] as const;
/** What the category list sorts by: name, group, in use or not. */
export const adminCategorySorts = ['name', 'parent', 'status'] as const;
export const adminCategoryListQuerySchema = adminListQuery(adminCategorySearchTypes, adminListSort(adminCategorySorts));
export type AdminCategoryListQuery = z.input<typeof adminCategoryListQuerySchema>;

const useYnSchema = z.enum(['Y', 'N'], { error: categoryAdminMessages.useYn });

/** A row of the admin category list: number, name, parent group, use flag. */
export const adminCategoryRowSchema = z.object({
  categorySeq: z.number().int(),
  name: z.string(),
  categoryParent: z.enum(publicCategoryParents),
  useYn: z.enum(['Y', 'N']),
  createDate: instantSchema,
});
export type AdminCategoryRow = z.infer<typeof adminCategoryRowSchema>;
export const adminCategoryDetailSchema = adminCategoryRowSchema;
export type AdminCategoryDetail = AdminCategoryRow;

/** POST /api/admin/category/save: no categorySeq (or -1) registers; the use flag is N unless given (spec §9). */
export const adminCategorySaveSchema = z.object({
  categorySeq: adminSeqOrNew,
  categoryParent: z.enum(publicCategoryParents, { error: categoryAdminMessages.parentRequired }),
  name: requiredText(categoryAdminMessages.nameRequired, 50, categoryAdminMessages.nameTooLong),
  useYn: useYnSchema.default('N'),
});
export type AdminCategorySave = z.input<typeof adminCategorySaveSchema>;

/** POST /api/admin/category/change-category-use-yn/:seq { useYn }: the list's use select. */
export const adminCategoryUseRequestSchema = z.object({ useYn: useYnSchema });

// Campaign categories and donation recipients: two parallel two-level trees, one set of shapes.

export const categoryTreeKinds = ['campaignCategory', 'donationCategory'] as const;
export type CategoryTreeKind = (typeof categoryTreeKinds)[number];

const treeCommon = {
  nameTooLong: '이름은 50자 이내로 입력하세요.',
  sortOrder: '정렬 순서는 0 이상의 정수로 입력하세요.',
  isActive: '활성 여부를 선택하세요.',
  parentNotFound: '상위 카테고리를 찾을 수 없습니다. 화면을 새로 고쳐 주세요.',
  /** Two levels only: a child cannot take children. */
  parentIsChild: '하위 카테고리 아래에는 카테고리를 둘 수 없습니다. 최상위 카테고리를 고르세요.',
  parentIsSelf: '자기 자신을 상위 카테고리로 고를 수 없습니다.',
  hasChildren: '하위 카테고리가 있는 카테고리는 다른 카테고리 아래로 옮길 수 없습니다.',
  deleteFailed: '삭제 중 오류가 발생했습니다.',
  /** What a delete refused for campaigns, payments, invitations or children suggests. */
  deactivateInstead: '대신 비활성으로 바꿔 주세요.',
  active: (name: string) => `'${name}'을(를) 활성으로 바꿨습니다.`,
  inactive: (name: string) => `'${name}'을(를) 비활성으로 바꿨습니다. 공개 화면과 선택 목록에서 빠집니다.`,
};

/** Each tree's own sentences (spec 002 §5, §8: the recipient versions say 기부처). */
export const categoryTreeMessages = {
  campaignCategory: {
    ...treeCommon,
    label: '캠페인 카테고리',
    nameRequired: '카테고리명을 입력하세요.',
    created: '캠페인 카테고리가 등록됐습니다.',
    createFailed: '카테고리 등록에 실패했습니다.',
    deleteConfirm: '삭제된 카테고리는 복구할 수 없습니다. 정말 삭제하시겠습니까?',
    duplicateName: '같은 상위 카테고리에 같은 이름의 카테고리가 이미 있습니다.',
    children: '하위 카테고리',
  },
  donationCategory: {
    ...treeCommon,
    label: '기부처',
    nameRequired: '기부처명을 입력하세요.',
    created: '기부처가 등록됐습니다.',
    createFailed: '기부처 등록에 실패했습니다.',
    deleteConfirm: '삭제된 기부처는 복구할 수 없습니다. 정말 삭제하시겠습니까?',
    duplicateName: '같은 상위 기부처에 같은 이름의 기부처가 이미 있습니다.',
    children: '하위 기부처',
  },
} as const;

export const adminCategoryTreeSearchTypes = ['all', 'category_name', 'parent_category_name'] as const;
/** What the campaign category and recipient lists sort by: name, parent, active or not. */
export const adminCategoryTreeSorts = ['name', 'parent', 'status'] as const;
export const adminCategoryTreeListQuerySchema = adminListQuery(adminCategoryTreeSearchTypes, adminListSort(adminCategoryTreeSorts));
export type AdminCategoryTreeListQuery = z.input<typeof adminCategoryTreeListQuerySchema>;

/** A row of either tree's admin list: number, name, parent name, active. */
export const adminCategoryTreeRowSchema = z.object({
  seq: z.number().int(),
  name: z.string(),
  parentSeq: z.number().int().nullable(),
  parentName: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  createDate: instantSchema,
});
export type AdminCategoryTreeRow = z.infer<typeof adminCategoryTreeRowSchema>;
export const adminCategoryTreeDetailSchema = adminCategoryTreeRowSchema;
export type AdminCategoryTreeDetail = AdminCategoryTreeRow;

/** The top levels a new category can go under (the create form's parent radio). */
export const adminCategoryTreeParentSchema = z.object({ seq: z.number().int(), name: z.string(), isActive: z.boolean() });
export type AdminCategoryTreeParent = z.infer<typeof adminCategoryTreeParentSchema>;
export const adminCategoryTreeParentListSchema = z.array(adminCategoryTreeParentSchema);

/** POST …/save { seq?, name, parentSeq (0 or null: top level), sortOrder (default 0), isActive }. */
export function adminCategoryTreeSaveSchema(kind: CategoryTreeKind) {
  const text = categoryTreeMessages[kind];
  return z.object({
    seq: adminSeqOrNew,
    name: requiredText(text.nameRequired, 50, text.nameTooLong),
    /** 0 (or absent, null): a top level, the form's '없음 (최상위)'. */
    parentSeq: z.preprocess(
      (value) => (value === '' || value === null || value === undefined ? 0 : value),
      z.coerce.number({ error: messages.query.seq }).int(messages.query.seq).min(0, messages.query.seq).max(maxSeq, messages.query.seq),
    ),
    sortOrder: z.preprocess(
      (value) => (value === '' || value === undefined || value === null ? 0 : value),
      z.coerce.number({ error: text.sortOrder }).int(text.sortOrder).min(0, text.sortOrder).max(9999, text.sortOrder),
    ),
    isActive: z.boolean({ error: text.isActive }).default(true),
  });
}
export type AdminCategoryTreeSave = z.input<ReturnType<typeof adminCategoryTreeSaveSchema>>;

/** POST …/change-category-activation/:seq { isActive }: the list's active select. */
export const adminCategoryActivationRequestSchema = z.object({ isActive: z.boolean({ error: treeCommon.isActive }) });
