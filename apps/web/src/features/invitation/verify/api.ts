import { queryOptions } from '@tanstack/react-query';
import { call } from '@web/shared/lib/api';
import { invitation as invitationEndpoints } from '@ongi/shared/routes/invitation';

/** 온기 초대장 확인: one check per pasted text, kept while the page is open (asking again costs the limit). */
export const verifyQueries = {
  check: (link: string) =>
    queryOptions({
      queryKey: ['invitation', 'verify', link] as const,
      queryFn: ({ signal }) => call(invitationEndpoints.verify, { query: { link } }, { signal }),
      staleTime: Infinity,
      retry: false,
    }),
};
