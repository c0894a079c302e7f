/**
 * Longest wait for the browser to report the first view shown, in ms: a
 * safety net only. The visitor reads the first view meanwhile; the app's
 * menus and links come when it draws.
 */
const latestMs = 1000;

/**
 * Calls `draw` (the app taking over #root) once the page's first view in its
 * HTML (screen-shells.tsx) has been shown, in a task of its own.
 *
 * The browser counts the first view as the page's largest paint only once
 * the frame holding it has reached the screen. When the app's code came fast
 * (a good connection, a cached visit) the app replaced #root before that
 * report, the first view's paint was dropped, and the page counted as drawn
 * only when the app drew it: a Lighthouse phone put that at 2.3-3.0 s
 * instead of 0.9 s. On a slow phone the first view has long been shown when
 * the code arrives, and the report is already there, so nothing waits.
 *
 * Without a first view (most pages) or without the largest-paint report
 * (Safari), or in a tab opened in the background (which paints nothing until
 * shown), the app draws in the next task at once.
 */
export function afterFirstViewShown(container: HTMLElement, draw: () => void): void {
  const reportsLargestPaint = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  if (!container.querySelector('.screen-shell') || !reportsLargestPaint || document.visibilityState === 'hidden') {
    window.setTimeout(draw, 0);
    return;
  }
  let drawn = false;
  const drawOnce = () => {
    if (drawn) return;
    drawn = true;
    observer.disconnect();
    window.clearTimeout(latest);
    draw();
  };
  // The report comes as a task of its own, also when it was made before this asks (buffered).
  const observer = new PerformanceObserver(drawOnce);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const latest = window.setTimeout(drawOnce, latestMs);
}
