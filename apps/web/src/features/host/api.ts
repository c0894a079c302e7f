import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { urlOf, type HostWreath, type Page } from '@ongi/shared';
import { host } from '@ongi/shared/routes/host';
import { call } from '@web/shared/lib/api';

export type { HostEvent, HostWreath } from '@ongi/shared';

/** Query keys of the host's page: all → event(orderNum) and wreaths(orderNum, page, word). */
export const hostQueries = {
  all: () => ['host'] as const,
  event: (orderNum: string) =>
    queryOptions({
      queryKey: [...hostQueries.all(), 'event', orderNum] as const,
      queryFn: ({ signal }) => call(host.event, { params: { orderNum } }, { signal }),
    }),
  wreathLists: (orderNum: string) => [...hostQueries.all(), 'wreaths', orderNum] as const,
  wreaths: (orderNum: string, page: number, searchWord: string | undefined) =>
    queryOptions({
      queryKey: [...hostQueries.wreathLists(orderNum), { page, searchWord }] as const,
      queryFn: ({ signal }) => call(host.wreaths, { params: { orderNum }, query: { page, searchWord } }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

/** The Excel of the wreaths the search finds: a plain link the browser downloads (the session cookie goes with it). */
export function wreathsExcelHref(orderNum: string, searchWord: string | undefined): string {
  return urlOf(host.wreathsExcel, { params: { orderNum }, query: { searchWord } });
}

/**
 * Marks or clears '감사 인사 보냄' on one wreath: the row changes at once in
 * the list shown and the event's thanked count follows once saved.
 */
export function useThankedMark(orderNum: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentSeq, thanked }: { paymentSeq: number; thanked: boolean }) =>
      call(host.thanked, { params: { orderNum, paymentSeq }, body: { thanked } }),
    onSuccess: ({ paymentSeq, thankedAt }) => {
      client.setQueriesData<Page<HostWreath>>(
        { queryKey: hostQueries.wreathLists(orderNum) },
        (page) => page && { ...page, content: page.content.map((wreath) => (wreath.paymentSeq === paymentSeq ? { ...wreath, thankedAt } : wreath)) },
      );
      void client.invalidateQueries({ queryKey: hostQueries.event(orderNum).queryKey });
    },
  });
}
