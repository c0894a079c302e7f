import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThanksInput } from '@ongi/shared';
import { thanks } from '@ongi/shared/routes/thanks';
import { call } from '@web/shared/lib/api';

export type { ThanksEdit, ThanksSaved, ThanksSending, ThanksSent } from '@ongi/shared';

/** Query keys of the thank-you pages: all → edit(orderNum) and sending(orderNum). */
export const thanksQueries = {
  all: () => ['thanks'] as const,
  edit: (orderNum: string) =>
    queryOptions({
      queryKey: [...thanksQueries.all(), 'edit', orderNum] as const,
      queryFn: ({ signal }) => call(thanks.load, { params: { orderNum } }, { signal }),
    }),
  sending: (orderNum: string) =>
    queryOptions({
      queryKey: [...thanksQueries.all(), 'sending', orderNum] as const,
      queryFn: ({ signal }) => call(thanks.sending, { params: { orderNum } }, { signal }),
    }),
};

/** Saves the order's page; the saved page becomes the loaded one. */
export function useSaveThanks(orderNum: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ThanksInput) => call(thanks.save, { params: { orderNum }, body }),
    onSuccess: ({ message: _message, ...saved }) => {
      queryClient.setQueryData(thanksQueries.edit(orderNum).queryKey, saved);
      // Sending waits for the page to be public.
      void queryClient.invalidateQueries({ queryKey: thanksQueries.sending(orderNum).queryKey });
    },
  });
}

/**
 * Sends the thank-you to every sender not sent yet; `onSent` lets the page
 * that composes this one refresh what the sending changed elsewhere (the
 * host's '감사 인사 보냄' marks).
 */
export function useSendThanks(orderNum: string, onSent?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(thanks.send, { params: { orderNum } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: thanksQueries.sending(orderNum).queryKey }),
    onSuccess: () => onSent?.(),
  });
}
