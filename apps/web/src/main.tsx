import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Swiper's base styles (5 KB) with the app's own, before every screen's: the carousel's rules build on them.
import 'swiper/css';
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { App } from './app/providers';
import { queryClient } from './app/query-client';
import { afterFirstViewShown } from './app/first-view';
import { createAppRouter } from './app/router';
import { loadSiteFont } from './app/site-font';

const container = document.getElementById('root');
if (!container) throw new Error('#root 요소가 없습니다.');

// The router in a task of its own, after the one that ran the app's modules: on a slow phone the two
// together held the page for 100-250 ms (4x CPU), and between them a tap is answered and a frame drawn.
afterFirstViewShown(container, () => {
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  loadSiteFont(router, queryClient);
});
