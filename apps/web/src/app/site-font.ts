import type { QueryClient } from '@tanstack/react-query';

/** What this needs of the app's router: whether the first screen is in, nothing is loading, and where we are. */
interface RouterState {
  state: { initialized: boolean; navigation: { state: string }; location: { key: string } };
  subscribe(listener: () => void): () => void;
}

/**
 * The site's typeface, Pretendard, without making the first page wait for it.
 *
 * A Korean page touches a dozen or more of the font's 92 slices, 300-450 KB
 * in all. Asked for with the page, they shared a phone's mobile data with the
 * page's own code, answers and pictures, and each slice that arrived laid the
 * whole page out again; changing the typeface of a page already on screen
 * also moves the text under the reader's eyes. So the first page of a visit
 * is drawn in the phone's own Korean font (Pretendard's Hangul is drawn from
 * the same Source Han Sans / Noto Sans CJK design, so it looks much the same),
 * and once it is in and the browser is idle, the slices its text needs load
 * quietly. The next page the visitor opens is drawn in Pretendard
 * (html.font-ready, tokens.css), and so is every page after it in this tab:
 * the slices are in the browser's cache for a year. Only the tab is trusted
 * to remember that, not the browser: a cleared cache would otherwise bring
 * the slices back in front of the page.
 */
const readyClass = 'font-ready';
const rememberKey = 'ongi.font-ready';

/** The page's screen is drawn and nothing it asked the API for is still on its way. */
function pageSettled(router: RouterState, queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    let quiet = 0;
    const settled = () => document.readyState === 'complete' && router.state.initialized && router.state.navigation.state === 'idle' && queryClient.isFetching() === 0;
    const check = () => {
      window.clearTimeout(quiet);
      // Still for a moment: a screen that just mounted has not asked for its data yet.
      if (settled()) quiet = window.setTimeout(() => settled() && done(), 300);
    };
    const stopRouter = router.subscribe(check);
    const stopQueries = queryClient.getQueryCache().subscribe(check);
    const latest = window.setTimeout(() => done(), 8000);
    window.addEventListener('load', check);
    function done() {
      stopRouter();
      stopQueries();
      window.clearTimeout(quiet);
      window.clearTimeout(latest);
      window.removeEventListener('load', check);
      resolve();
    }
    check();
  });
}

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 0);
}

function remember(key: string, value?: string): string | null {
  try {
    if (value === undefined) return sessionStorage.getItem(key);
    sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): every page counts as the first of a visit.
  }
  return null;
}

export function loadSiteFont(router: RouterState, queryClient: QueryClient) {
  const root = document.documentElement;
  if (remember(rememberKey) === '1') {
    root.classList.add(readyClass);
    void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
    return;
  }
  // A visitor who asked their phone to save data keeps its own font: 300 KB or more is not worth it to them.
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  void pageSettled(router, queryClient).then(() =>
    whenIdle(async () => {
      try {
        await import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
        // The slices that cover the text on screen (the header, menus and footer come back on every page).
        await document.fonts.load('1em "Pretendard Variable"', document.body.innerText);
      } catch {
        // Offline or refused: the phone's own font stays, which is fine.
        return;
      }
      remember(rememberKey, '1');
      // Never under the text being read: with the next page that opens.
      const shown = router.state.location.key;
      const stop = router.subscribe(() => {
        if (router.state.location.key === shown) return;
        stop();
        root.classList.add(readyClass);
      });
    }),
  );
}
