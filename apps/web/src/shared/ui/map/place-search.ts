import { queryOptions } from '@tanstack/react-query';

import { call } from '@web/shared/lib/api';
import { place as placeEndpoints } from '@ongi/shared/routes/place';

/**
 * GET /api/place/search: Kakao Local when the server has its key, else the
 * product's own places (partners and the seeded list). One cache for every
 * form that looks places up.
 */
export const placeSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['place-search', query] as const,
    queryFn: ({ signal }) => call(placeEndpoints.search, { query: { query } }, { signal }),
    staleTime: 5 * 60 * 1000,
  });
