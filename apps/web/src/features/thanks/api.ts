import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThanksInput } from '@ongi/shared';
import { thanks } from '@ongi/shared/routes/thanks';
import { call } from '@web/shared/lib/api';

export type { ThanksEdit, ThanksSaved } from '@ongi/shared';

/** Query keys of the thank-you pages: all → edit(orderNum). */
export const thanksQueries = {
  all: () => ['thanks'] as const,
  edit: (orderNum: string) =>
    queryOptions({
      queryKey: [...thanksQueries.all(), 'edit', orderNum] as const,
      queryFn: ({ signal }) => call(thanks.load, { params: { orderNum } }, { signal }),
    }),
};

/** Saves the order's page; the saved page becomes the loaded one. */
export function useSaveThanks(orderNum: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ThanksInput) => call(thanks.save, { params: { orderNum }, body }),
    onSuccess: ({ message: _message, ...saved }) => queryClient.setQueryData(thanksQueries.edit(orderNum).queryKey, saved),
  });
}
