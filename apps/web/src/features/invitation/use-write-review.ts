import { useQueryClient } from '@tanstack/react-query';
import { invitationQueries, type MemberOrder } from './api';
import type { WriteReview } from './links';

/** Opens the review modal; once a review is written the order lists are read again, so its button goes. */
export function useWriteReview(writeReview: WriteReview) {
  const queryClient = useQueryClient();
  return async (order: MemberOrder) => {
    const written = await writeReview(order);
    if (written) await queryClient.invalidateQueries({ queryKey: invitationQueries.lists() });
  };
}
