import { queryOptions } from '@tanstack/react-query';
import type { CheckLogin, FaqPage, InquiryCreate, MessageBody, NoticeDetail, NoticePage, SearchType } from '@ongi/shared';
import { api, ApiError } from '../../shared/lib/api';

export interface BoardFilters {
  page: number;
  searchType: SearchType;
  /** Blank means no search. */
  searchWord: string;
}

/** A missing record or a bad request will not get better by asking again. */
const retryServerErrors = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

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
      queryFn: ({ signal }) => api.get<NoticePage>('/notice/get-list', boardQuery(filters), signal),
      retry: retryServerErrors,
    }),
  details: () => [...noticeQueries.all(), 'detail'] as const,
  detail: (noticeSeq: number) =>
    queryOptions({
      queryKey: [...noticeQueries.details(), noticeSeq] as const,
      queryFn: ({ signal }) => api.get<NoticeDetail>('/notice/get-detail', { noticeSeq }, signal),
      retry: retryServerErrors,
    }),
};

/** Query keys of the FAQ board. */
export const faqQueries = {
  all: () => ['faq'] as const,
  lists: () => [...faqQueries.all(), 'list'] as const,
  list: (filters: BoardFilters) =>
    queryOptions({
      queryKey: [...faqQueries.lists(), filters] as const,
      queryFn: ({ signal }) => api.get<FaqPage>('/faq/get-list', boardQuery(filters), signal),
      retry: retryServerErrors,
    }),
};

/**
 * Who is visiting, for the inquiry form's default category. Same request and
 * same cache entry as the rest of the app's login check, so the form does not
 * ask the server again when the layout already has.
 */
export const visitorQueries = {
  checkLogin: () =>
    queryOptions({
      queryKey: ['account', 'check-login'] as const,
      queryFn: ({ signal }) => api.get<CheckLogin>('/account/check-login', undefined, signal),
      staleTime: 60 * 1000,
      retry: false,
    }),
};

export const inquiryApi = {
  /** POST /api/inquiry/create; answers { message: '문의가 등록 되었습니다.' } or 400 { message }. */
  create: (payload: InquiryCreate) => api.post<MessageBody>('/inquiry/create', payload),
};
