// The guest's invitation page (/invitation/{number}, /invitation/preview): its
// own light entry, without the router, the query cache, zod or the site's
// layouts, so a guest on mobile data gets the invitation at once.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { InvitationApp } from './features/invitation/view/invitation-app';
import { provideWreathPayment } from './features/invitation/view/open-wreath-payment';

// The payment modal (forms, schemas, the provider's SDK) loads only when a guest sends a wreath.
provideWreathPayment((view) => import('./invitation-payment').then((module) => module.openGuestPayment(view)));

const container = document.getElementById('root');
if (!container) throw new Error('#root 요소가 없습니다.');

createRoot(container).render(
  <StrictMode>
    <InvitationApp />
  </StrictMode>,
);
