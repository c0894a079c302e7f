import { messages } from '../../messages';
import { adminSeqParams, adminToggleResultSchema } from '../../schemas/admin';
import {
  adminCategoryActivationRequestSchema,
  adminCategoryDetailSchema,
  adminCategoryListQuerySchema,
  adminCategoryOptionListSchema,
  adminCategoryOptionsQuerySchema,
  adminCategoryRowSchema,
  adminCategorySaveSchema,
  adminCategoryTreeDetailSchema,
  adminCategoryTreeListQuerySchema,
  adminCategoryTreeParentListSchema,
  adminCategoryTreeRowSchema,
  adminCategoryTreeSaveSchema,
  adminCategoryUseRequestSchema,
  categoryTreeMessages,
  type CategoryTreeKind,
} from '../../schemas/category';
import { endpoint } from '../endpoint';
import { adminResource } from './resource';

/** The public tab categories: the resource, the list's use select and what the admin forms choose from. */
export const category = {
  ...adminResource('/admin/category', {
    label: '카테고리',
    query: adminCategoryListQuerySchema,
    row: adminCategoryRowSchema,
    detail: adminCategoryDetailSchema,
    save: adminCategorySaveSchema,
    remove: messages.admin.noneSelected.category,
  }),
  changeUse: endpoint({
    method: 'POST',
    path: '/admin/category/change-category-use-yn/:seq',
    access: 'admin',
    summary: '카테고리 사용 여부 즉시 변경',
    params: adminSeqParams,
    body: adminCategoryUseRequestSchema,
    responses: { 200: adminToggleResultSchema },
    errors: [404],
  }),
  options: endpoint({
    method: 'GET',
    path: '/admin/category/options',
    access: 'admin',
    summary: '한 분류의 카테고리 전체 (관리자 등록 화면의 선택 목록, 미사용 포함)',
    query: adminCategoryOptionsQuerySchema,
    responses: { 200: adminCategoryOptionListSchema },
  }),
};

/**
 * The campaign categories and the donation recipients: the same two-level
 * tree in two tables, with the create form's parent choices and the list's
 * activation select.
 */
function categoryTree(path: '/admin/campaign-category' | '/admin/donation-category', kind: CategoryTreeKind) {
  const label = categoryTreeMessages[kind].label;
  return {
    ...adminResource(path, {
      label,
      query: adminCategoryTreeListQuerySchema,
      row: adminCategoryTreeRowSchema,
      detail: adminCategoryTreeDetailSchema,
      save: adminCategoryTreeSaveSchema(kind),
      remove: kind === 'campaignCategory' ? messages.admin.noneSelected.campaignCategory : messages.admin.noneSelected.donationCategory,
    }),
    parents: endpoint({
      method: 'GET',
      path: `${path}/parents`,
      access: 'admin',
      summary: `${label} 등록 화면의 상위 선택지 (최상위, 비활성 포함)`,
      responses: { 200: adminCategoryTreeParentListSchema },
    }),
    changeActivation: endpoint({
      method: 'POST',
      path: `${path}/change-category-activation/:seq`,
      access: 'admin',
      summary: `${label} 사용 여부 즉시 변경`,
      params: adminSeqParams,
      body: adminCategoryActivationRequestSchema,
      responses: { 200: adminToggleResultSchema },
      errors: [404],
    }),
  };
}

export const campaignCategory = categoryTree('/admin/campaign-category', 'campaignCategory');
export const donationCategory = categoryTree('/admin/donation-category', 'donationCategory');
