// The guest page's payment modal, loaded the first time a guest presses
// '디지털 기부화환 보내기' (invitation-main.tsx). The page has no modal host
// or query cache of its own, so this brings both. It renders inside the
// page's own root: a second root would hand out the same element ids again
// (useId), and the dialog's name would point at the page's heading.
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InvitationView } from '@ongi/shared';
import { retryServerErrors } from './app/query-client';
import { PaidModal } from './features/payment/checkout/paid-modal';
import { PaymentModal } from './features/payment/checkout/payment-modal';
import type { RedirectedPayment } from './features/payment/checkout/payment-return';
import { paymentModalNames, sendWreath } from './features/payment/checkout/send-wreath';
import { ModalHost, registerModals } from './shared/ui/modal';

registerModals({ [paymentModalNames.payment]: PaymentModal, [paymentModalNames.paid]: PaidModal });

/** The modal host and query cache the payment modals need, beside the invitation. */
export function PaymentHost() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: retryServerErrors, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <ModalHost />
    </QueryClientProvider>
  );
}

/** After a payment that failed on the provider's page (the redirect mode): the form again, as the guest typed it. */
export function resumeGuestPayment(payment: RedirectedPayment) {
  if (!payment.wreath) return;
  return sendWreath(payment.wreath, payment.values);
}

export function openGuestPayment(view: InvitationView) {
  if (!view.campaign) return;
  return sendWreath({
    target: { publicNum: view.publicNum },
    campaignName: view.campaign.campaignName,
    baseAmount: view.campaign.campaignAmount,
    donatedPercent: view.campaign.donatedPercent,
    kind: view.invitationType,
  });
}
