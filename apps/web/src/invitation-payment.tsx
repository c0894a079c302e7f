// The guest page's payment modal, loaded the first time a guest presses
// '디지털 기부화환 보내기' (invitation-main.tsx). The page has no modal host
// or query cache of its own, so this brings both, once, beside the page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import type { InvitationView } from '@ongi/shared';
import { PaidModal } from './features/payment/checkout/paid-modal';
import { PaymentModal } from './features/payment/checkout/payment-modal';
import { paymentModalNames, sendWreath } from './features/payment/checkout/send-wreath';
import { ModalHost, registerModals } from './shared/ui/modal';
import { retryServerErrors } from './app/query-client';

let mounted = false;

function mountHost() {
  if (mounted) return;
  mounted = true;
  registerModals({ [paymentModalNames.payment]: PaymentModal, [paymentModalNames.paid]: PaidModal });
  const container = document.createElement('div');
  container.id = 'payment-root';
  document.body.append(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryServerErrors, refetchOnWindowFocus: false } } });
  createRoot(container).render(
    <QueryClientProvider client={queryClient}>
      <ModalHost appRootId="root" />
    </QueryClientProvider>,
  );
}

export function openGuestPayment(view: InvitationView) {
  if (!view.campaign) return;
  mountHost();
  return sendWreath({
    target: { publicNum: view.publicNum },
    campaignName: view.campaign.campaignName,
    baseAmount: view.campaign.campaignAmount,
    kind: view.invitationType,
  });
}
