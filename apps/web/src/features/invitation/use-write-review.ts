import { useQueryClient } from '@tanstack/react-query';
import { invitationQueries, type MemberOrder } from './api';
import type { WriteReview } from './links';

/**
 * Opens the review modal; once a review is written the order lists are read
 * again, so the row's button goes, and focus moves to the row (the button
 * that had it is gone).
 */
export function useWriteReview(writeReview: WriteReview) {
  const queryClient = useQueryClient();
  return async (order: MemberOrder) => {
    const written = await writeReview(order);
    if (!written) return;
    await queryClient.invalidateQueries({ queryKey: invitationQueries.lists() });
    document.querySelector<HTMLElement>(`article[data-order-num="${CSS.escape(order.orderNum)}"]`)?.focus();
  };
}
