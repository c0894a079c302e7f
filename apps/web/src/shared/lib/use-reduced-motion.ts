import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(callback: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', callback);
  return () => list.removeEventListener('change', callback);
}

/** True when the person asked the system for less motion: carousels and tickers then stay still. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
