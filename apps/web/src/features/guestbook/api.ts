import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestbookHostMessage, GuestbookSettings, Page } from '@ongi/shared';
import { guestbook } from '@ongi/shared/routes/guestbook';
import { call } from '@web/shared/lib/api';

/** Query keys of the host's guestbook: all → settings(orderNum) and messages(orderNum, page). */
export const guestbookQueries = {
  all: () => ['guestbook'] as const,
  settings: (orderNum: string) =>
    queryOptions({
      queryKey: [...guestbookQueries.all(), 'settings', orderNum] as const,
      queryFn: ({ signal }) => call(guestbook.settings, { params: { orderNum } }, { signal }),
    }),
  messageLists: (orderNum: string) => [...guestbookQueries.all(), 'messages', orderNum] as const,
  messages: (orderNum: string, page: number) =>
    queryOptions({
      queryKey: [...guestbookQueries.messageLists(orderNum), { page }] as const,
      queryFn: ({ signal }) => call(guestbook.hostList, { params: { orderNum }, query: { page } }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

export function useSaveGuestbookSettings(orderNum: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: GuestbookSettings) => call(guestbook.saveSettings, { params: { orderNum }, body: settings }),
    onSuccess: (stored) => client.setQueryData(guestbookQueries.settings(orderNum).queryKey, stored),
  });
}

/** Hides or shows one message again: the row changes at once in the list shown. */
export function useHideMessage(orderNum: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageSeq, hidden }: { messageSeq: number; hidden: boolean }) =>
      call(guestbook.hide, { params: { orderNum, messageSeq }, body: { hidden } }),
    onSuccess: (changed) =>
      client.setQueriesData<Page<GuestbookHostMessage>>(
        { queryKey: guestbookQueries.messageLists(orderNum) },
        (page) => page && { ...page, content: page.content.map((message) => (message.messageSeq === changed.messageSeq ? changed : message)) },
      ),
  });
}

export function useDeleteMessage(orderNum: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageSeq: number) => call(guestbook.hostDelete, { params: { orderNum, messageSeq } }),
    onSuccess: () => client.invalidateQueries({ queryKey: guestbookQueries.messageLists(orderNum) }),
  });
}
