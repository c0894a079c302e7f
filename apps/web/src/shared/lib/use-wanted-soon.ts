import { useCallback, useEffect, useState, type RefObject } from 'react';
import { whenIdle } from './when-idle';

/**
 * When a part of a page that loads its own rows (a guest page's wreath
 * senders, its guestbook) should ask for them: once the page has loaded and
 * the browser is idle, or earlier if the part comes within 600 px of the
 * screen. Asked for only near the screen, the rows of a quick scroll arrived
 * while the part was already in view and pushed everything under it down in
 * front of the guest (461 px at 360 px for a wedding's senders). Asked for
 * at idle, they arrive while the part is still far below, and the first
 * paint still never waits for them. `want` asks at once (a wreath just paid).
 */
export function useWantedSoon(anchor: RefObject<Element | null>, enabled: boolean): { wanted: boolean; want: () => void } {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    if (!enabled || wanted) return;
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      want();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: '600px 0px' });
    observer.observe(element);
    const stopWaiting = afterLoadWhenIdle(want);
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [anchor, enabled, wanted, want]);

  return { wanted, want };
}

/** Runs `run` once the page's load event has passed and the browser has a free moment; the returned function calls it off. */
function afterLoadWhenIdle(run: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(run);
  let stopIdle = () => {};
  const loaded = () => (stopIdle = whenIdle(run));
  window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    stopIdle();
  };
}
