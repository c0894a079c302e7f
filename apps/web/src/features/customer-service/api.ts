import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type InquiryCreate, type SearchType } from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { myInquiryQueries } from './my-inquiries/api';
import { faq as faqEndpoints } from '@ongi/shared/routes/faq';
import { inquiry as inquiryEndpoints } from '@ongi/shared/routes/inquiry';
import { notice as noticeEndpoints } from '@ongi/shared/routes/notice';

export interface BoardFilters {
  page: number;
  searchType: SearchType;
  /** Blank means no search. */
  searchWord: string;
}

const boardQuery = ({ page, searchType, searchWord }: BoardFilters) => ({
  page,
  searchType: searchWord ? searchType : undefined,
  searchWord: searchWord || undefined,
});

/** Query keys of the notice board: all → lists → list(filters) → details → detail(id). */
export const noticeQueries = {
  all: () => ['notice'] as const,
  lists: () => [...noticeQueries.all(), 'list'] as const,
  list: (filters: BoardFilters) =>
    queryOptions({
      queryKey: [...noticeQueries.lists(), filters] as const,
      queryFn: ({ signal }) => call(noticeEndpoints.list, { query: boardQuery(filters) }, { signal }),
    }),
  details: () => [...noticeQueries.all(), 'detail'] as const,
  detail: (noticeSeq: number) =>
    queryOptions({
      queryKey: [...noticeQueries.details(), noticeSeq] as const,
      queryFn: ({ signal }) => call(noticeEndpoints.detail, { query: { noticeSeq } }, { signal }),
    }),
};

/** Query keys of the FAQ board. */
export const faqQueries = {
  all: () => ['faq'] as const,
  lists: () => [...faqQueries.all(), 'list'] as const,
  list: (filters: BoardFilters) =>
    queryOptions({
      queryKey: [...faqQueries.lists(), filters] as const,
      queryFn: ({ signal }) => call(faqEndpoints.list, { query: boardQuery(filters) }, { signal }),
    }),
};

export const inquiryApi = {
  /** POST /api/inquiry/create; answers { message: '문의가 등록 되었습니다.' } or 400 { message }. */
  create: (payload: InquiryCreate) => call(inquiryEndpoints.create, { body: payload }),
};

/** Sends a 1:1 inquiry; a member's inquiry list is read again when next shown. */
export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inquiryApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInquiryQueries.lists() }),
  });
}
