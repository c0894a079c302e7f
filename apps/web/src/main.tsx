import { StrictMode } from 'react';
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

// React DOM's client (200 KB) in a file of its own, asked for with the entry (tooling/start-preloads.ts) and
// started in a task of its own. Started with the app's other modules it made the longest task of a page's
// load: it makes error objects as it starts, and under a Lighthouse or DevTools trace V8 then parses again
// every function on the stack, the whole entry file included (40-220 ms on a slow host; decision 014, appendix C).
const reactDomClient = import('react-dom/client');

// The router in a task of its own, after the one that ran the app's modules: on a slow phone the two
// together held the page for 100-250 ms (4x CPU), and between them a tap is answered and a frame drawn.
afterFirstViewShown(container, () => {
  const router = createAppRouter();
  void reactDomClient.then(({ createRoot }) => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    loadSiteFont(router, queryClient);
  });
});
