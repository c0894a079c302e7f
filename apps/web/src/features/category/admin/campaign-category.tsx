import { categoryTreeResource } from './category-tree';

/** 캠페인 카테고리 (spec 002): the campaign categories' list and form. */
export const resource = categoryTreeResource('campaignCategory');
