import { queryOptions } from '@tanstack/react-query';
import { type PublicCategoryParent } from '@ongi/shared';
import { call, firstAnswerOf } from '@web/shared/lib/api';
import { category as categoryEndpoints } from '@ongi/shared/routes/category';

/** The public category kinds the lists filter by (spec 000 §7: GET /category/get-list?categoryParent). */
export type CategoryParent = Extract<PublicCategoryParent, 'donationGroup' | 'sponsor' | 'campaign'>;

/** Query keys of the public categories (one factory, no inline key arrays). */
export const categoryQueries = {
  all: () => ['category'] as const,
  lists: () => [...categoryQueries.all(), 'list'] as const,
  list: (categoryParent: CategoryParent) =>
    queryOptions({
      queryKey: [...categoryQueries.lists(), { categoryParent }] as const,
      queryFn: ({ signal }) => call(categoryEndpoints.list, { query: { categoryParent } }, { signal }),
      initialData: firstAnswerOf(categoryEndpoints.list, { query: { categoryParent } }),
      // Categories change rarely; every list page of the kind shares one request.
      staleTime: 10 * 60 * 1000,
    }),
};
