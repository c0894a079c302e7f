// The guest's invitation page (/invitation/{number}, /invitation/preview): its
// own light entry, without the router, the query cache, zod or the site's
// layouts, so a guest on mobile data gets the invitation at once.
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { GuestbookBook } from './features/guestbook/view/guestbook-book';
import { ManageBar } from './features/host/components/manage-bar';
import { InvitationApp } from './features/invitation/view/invitation-app';
import { publicNumberOf } from './features/invitation/view/load-view';
import { provideWreathPayment } from './features/invitation/view/open-wreath-payment';
import { takeResumedPayment } from './features/payment/checkout/payment-return';

// 참석 의사 loads only on a wedding that takes answers: the page stays as light for every other guest.
const RsvpBlock = lazy(() => import('./features/rsvp/guest/rsvp-block').then((module) => ({ default: module.RsvpBlock })));

const PaymentHost = lazy(() => import('./invitation-payment').then((module) => ({ default: module.PaymentHost })));

/**
 * The payment modal (forms, schemas, the provider's SDK) loads only when a
 * guest sends a wreath; its host then joins the page's own tree.
 */
function WreathPayment() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    provideWreathPayment((view) => {
      setWanted(true);
      return import('./invitation-payment').then((module) => module.openGuestPayment(view));
    });
    // Back from a payment that failed on the provider's page (phones, KakaoTalk): the form again with what was typed.
    const resumed = takeResumedPayment(window.location.pathname);
    if (resumed) {
      setWanted(true);
      void import('./invitation-payment').then((module) => module.resumeGuestPayment(resumed));
    }
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <PaymentHost />
    </Suspense>
  ) : null;
}

const container = document.getElementById('root');
if (!container) throw new Error('#root 요소가 없습니다.');

createRoot(container).render(
  <StrictMode>
    {/* Only its host sees it, and only a browser that has logged in asks (features/host/components/manage-bar.tsx). */}
    <ManageBar publicNum={publicNumberOf(window.location.pathname)} />
    <InvitationApp
      parts={{
        rsvp: (view) => (
          <Suspense fallback={null}>
            <RsvpBlock view={view} />
          </Suspense>
        ),
        guestbook: (view) => <GuestbookBook view={view} />,
      }}
    />
    <WreathPayment />
  </StrictMode>,
);
