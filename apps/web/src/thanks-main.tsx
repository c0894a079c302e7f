// The guests' thank-you page (/thanks/{number}): a light entry like the guest
// invitation page (Preact, no router, no query cache, no zod), as it is opened
// from a KakaoTalk message on a phone.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { ThanksApp } from './features/thanks/view/thanks-app';

const container = document.getElementById('root');
if (!container) throw new Error('#root 요소가 없습니다.');

createRoot(container).render(
  <StrictMode>
    <ThanksApp />
  </StrictMode>,
);
