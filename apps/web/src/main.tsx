import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Swiper's base styles (5 KB) with the app's own, before every screen's: the carousel's rules build on them.
import 'swiper/css';
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { App } from './app/providers';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { loadSiteFont } from './app/site-font';

const container = document.getElementById('root');
if (!container) throw new Error('#root 요소가 없습니다.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

loadSiteFont(router, queryClient);
