import type { MemberOrder } from '@ongi/shared';

/** The addresses my-order pages link to; the route modules pass them from app/paths. */
export interface MyOrderLinks {
  /** The guest page by its public number (served by the server as its own page, not a screen of this app). */
  invitationView: (publicNum: string) => string;
  weddingEdit: (weddingInvitationSeq: number) => string;
  funeralEdit: (funeralInvitationSeq: number) => string;
  /** Where to start a new invitation (the empty state's actions). */
  wedding: string;
  funeral: string;
  /** The full order history (recent orders link to it). */
  orderList: string;
  /** Cancelled and refunded payments (the order list links to it). */
  cancelList: string;
  /** The host's page for the order's event: views, wreaths and who gave them (by the host's order number). */
  event: (orderNum: string) => string;
  /** 공개·보관 설정 of an order's invitation (by the host's order number). */
  lifecycleSettings: (orderNum: string) => string;
  /** The on-site kiosk screen by the public number, in a chosen style (null: the invitation's own). */
  kiosk: (publicNum: string, kioskStyle: number | null) => string;
}

/**
 * Opens the write-review modal for an order (the app layer owns that modal);
 * resolves true once a review was written and the person has been told.
 */
export type WriteReview = (order: MemberOrder) => Promise<boolean>;
