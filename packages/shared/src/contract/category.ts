import { categoryListQuerySchema, publicCategoryListSchema } from '../schemas/category';
import { endpoint } from './endpoint';

/** The public categories: the tabs of each list. */
export const category = {
  list: endpoint({
    method: 'GET',
    path: '/category/get-list',
    access: 'public',
    summary: '공개 카테고리 목록 (탭)',
    query: categoryListQuerySchema,
    responses: { 200: publicCategoryListSchema },
  }),
};
