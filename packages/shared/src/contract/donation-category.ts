import { categoryTreeSchema } from '../schemas/category';
import { endpoint } from './endpoint';

/** The two-level donation recipients (기부처), as the invitation forms offer them. */
export const donationCategory = {
  tree: endpoint({
    method: 'GET',
    path: '/donation-category/get-all-categories',
    access: 'public',
    summary: '기부처 카테고리 (2단계, 사용 중만)',
    responses: { 200: categoryTreeSchema },
  }),
};
