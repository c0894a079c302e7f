import { lazy, Suspense, type ComponentProps } from 'react';
import type { MemberOrder } from '@ongi/shared';
import { alert, openModal, registerModals } from '../shared/ui/modal';
import { paymentModalNames } from '../features/payment/checkout/send-wreath';
import { identityOptions } from './identity-options';

/**
 * The named modals features open (spec 000 §2: opening an unknown name only
 * warns). Each is loaded when first opened, so the first page stays light.
 */
export const modalNames = {
  writeReview: 'write-review',
  findAccount: 'find-account',
  /** '주문번호 찾기' of the login page's non-member tab (features/account/order-lookup.ts opens it). */
  findOrder: 'find-order',
  /** The spec's purchase history lookup: a payer's receipt. */
  receiptLookup: 'purchase-history-lookup',
} as const;

const WriteReviewModal = lazy(() => import('../features/review/components/write-review-modal').then((module) => ({ default: module.WriteReviewModal })));

function LazyWriteReviewModal(props: ComponentProps<typeof WriteReviewModal>) {
  return (
    <Suspense fallback={null}>
      <WriteReviewModal {...props} />
    </Suspense>
  );
}

const FindAccountModal = lazy(() => import('../features/account/components/find-account-modal').then((module) => ({ default: module.FindAccountModal })));

/** The find-account modal, told where the sandbox identity popup lives. */
function LazyFindAccountModal(props: Omit<ComponentProps<typeof FindAccountModal>, 'identity'>) {
  return (
    <Suspense fallback={null}>
      <FindAccountModal {...props} identity={identityOptions} />
    </Suspense>
  );
}

const FindOrderModal = lazy(() => import('../features/account/components/find-order-modal').then((module) => ({ default: module.FindOrderModal })));

/** '주문번호 찾기', told where the sandbox identity popup lives. */
function LazyFindOrderModal(props: Omit<ComponentProps<typeof FindOrderModal>, 'identity'>) {
  return (
    <Suspense fallback={null}>
      <FindOrderModal {...props} identity={identityOptions} />
    </Suspense>
  );
}

const ReceiptLookupModal = lazy(() => import('../features/payment/components/receipt-lookup-modal').then((module) => ({ default: module.ReceiptLookupModal })));

function LazyReceiptLookupModal(props: ComponentProps<typeof ReceiptLookupModal>) {
  return (
    <Suspense fallback={null}>
      <ReceiptLookupModal {...props} />
    </Suspense>
  );
}

const PaymentModal = lazy(() => import('../features/payment/checkout/payment-modal').then((module) => ({ default: module.PaymentModal })));

function LazyPaymentModal(props: ComponentProps<typeof PaymentModal>) {
  return (
    <Suspense fallback={null}>
      <PaymentModal {...props} />
    </Suspense>
  );
}

const PaidModal = lazy(() => import('../features/payment/checkout/paid-modal').then((module) => ({ default: module.PaidModal })));

function LazyPaidModal(props: ComponentProps<typeof PaidModal>) {
  return (
    <Suspense fallback={null}>
      <PaidModal {...props} />
    </Suspense>
  );
}

registerModals({
  [paymentModalNames.payment]: LazyPaymentModal,
  [paymentModalNames.paid]: LazyPaidModal,
  [modalNames.writeReview]: LazyWriteReviewModal,
  [modalNames.findAccount]: LazyFindAccountModal,
  [modalNames.findOrder]: LazyFindOrderModal,
  [modalNames.receiptLookup]: LazyReceiptLookupModal,
});

/** Opens the receipt lookup (home '증빙서류 발급'), with the payment number filled in when a receipt message's link gave it. */
export function openReceiptLookup(paymentId?: string): Promise<unknown> {
  return openModal(modalNames.receiptLookup, paymentId ? { paymentId } : {});
}

/**
 * Opens the write-review modal for a member's order. Once a review is written
 * the modal closes, the person is told so, and then this resolves true.
 */
export async function openWriteReview(order: MemberOrder): Promise<boolean> {
  const announcement = await openModal<string>(modalNames.writeReview, {
    orderNum: order.orderNum,
    categoryName: order.categoryName,
    campaignName: order.campaignName,
  });
  if (!announcement) return false;
  await alert(announcement);
  return true;
}
