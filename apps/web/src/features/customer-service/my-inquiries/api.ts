import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type MemberInquiry, type Page } from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { inquiry as inquiryEndpoints } from '@ongi/shared/routes/inquiry';

export type { MemberInquiry } from '@ongi/shared';
export type MemberInquiryPage = Page<MemberInquiry>;

/** 'YYYY-MM-DD' days in Korea, both inclusive. */
export interface MyInquiryFilters {
  page: number;
  startDate: string;
  endDate: string;
}

/** Query keys of my 1:1 inquiries: all → lists → list(filters). */
export const myInquiryQueries = {
  all: () => ['inquiry', 'mine'] as const,
  lists: () => [...myInquiryQueries.all(), 'list'] as const,
  list: (filters: MyInquiryFilters) =>
    queryOptions({
      queryKey: [...myInquiryQueries.lists(), filters] as const,
      queryFn: ({ signal }) => call(inquiryEndpoints.mine, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

export const myInquiryApi = {
  /** POST /api/inquiry/delete-inquiries with the ids as a JSON array. */
  delete: (inquirySeqs: readonly number[]) => call(inquiryEndpoints.deleteMine, { body: [...inquirySeqs] }),
};

/** Deletes the chosen inquiries; the lists are read again. */
export function useDeleteInquiries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: myInquiryApi.delete,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInquiryQueries.lists() }),
  });
}
