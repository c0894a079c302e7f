import { queryOptions, useQuery } from '@tanstack/react-query';

import { call, firstAnswerOf } from './api';
import { site as siteEndpoints } from '@ongi/shared/routes/site';

/** Company information shown by the footer, the home page and customer service. */
export const siteQueries = {
  all: () => ['site'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => call(siteEndpoints.settings, {}, { signal }),
      initialData: firstAnswerOf(siteEndpoints.settings),
      staleTime: 60 * 60 * 1000,
    }),
};

/** A phone number as a tel: link ('1588-0000' → 'tel:15880000'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function useSiteSettings() {
  return useQuery(siteQueries.settings());
}
