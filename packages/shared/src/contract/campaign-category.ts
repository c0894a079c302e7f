import { categoryTreeSchema } from '../schemas/category';
import { endpoint } from './endpoint';

/** The two-level campaign categories, as the campaign list and the invitation forms filter by them. */
export const campaignCategory = {
  tree: endpoint({
    method: 'GET',
    path: '/campaign-category/get-all-categories',
    access: 'public',
    summary: '캠페인 카테고리 (2단계, 사용 중만)',
    responses: { 200: categoryTreeSchema },
  }),
};
