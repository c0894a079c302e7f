import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { urlOf, type RsvpSettings } from '@ongi/shared';
import { rsvp } from '@ongi/shared/routes/rsvp';
import { call } from '@web/shared/lib/api';

/** Query keys of the host's 참석 의사: all → settings(orderNum), summary(orderNum), answers(orderNum, page, word). */
export const rsvpQueries = {
  all: () => ['rsvp'] as const,
  settings: (orderNum: string) =>
    queryOptions({
      queryKey: [...rsvpQueries.all(), 'settings', orderNum] as const,
      queryFn: ({ signal }) => call(rsvp.settings, { params: { orderNum } }, { signal }),
    }),
  summary: (orderNum: string) =>
    queryOptions({
      queryKey: [...rsvpQueries.all(), 'summary', orderNum] as const,
      queryFn: ({ signal }) => call(rsvp.summary, { params: { orderNum } }, { signal }),
    }),
  answers: (orderNum: string, page: number, searchWord: string | undefined) =>
    queryOptions({
      queryKey: [...rsvpQueries.all(), 'answers', orderNum, { page, searchWord }] as const,
      queryFn: ({ signal }) => call(rsvp.answers, { params: { orderNum }, query: { page, searchWord } }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

export function useSaveRsvpSettings(orderNum: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: RsvpSettings) => call(rsvp.saveSettings, { params: { orderNum }, body: settings }),
    onSuccess: (saved) => {
      client.setQueryData(rsvpQueries.settings(orderNum).queryKey, saved);
      void client.invalidateQueries({ queryKey: rsvpQueries.summary(orderNum).queryKey });
    },
  });
}

/** The Excel of the answers the search finds: a plain link the browser downloads (the session cookie goes with it). */
export function rsvpExcelHref(orderNum: string, searchWord: string | undefined): string {
  return urlOf(rsvp.excel, { params: { orderNum }, query: { searchWord } });
}
