import { useEffect, useRef, type RefObject } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Brings a list back into view when its page or filter changes by a click
 * (the links keep the scroll position so the page does not jump to the very
 * top, above a banner). Back and forward leave the scroll to the router's
 * restoration. Give the target a scroll-margin-top for the sticky header.
 */
export function useScrollIntoViewOnChange(ref: RefObject<HTMLElement | null>, key: string) {
  const navigationType = useNavigationType();
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (navigationType === 'POP') return;
    const target = ref.current;
    if (!target) return;
    const top = target.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.6) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
  }, [key, navigationType, ref]);
}

/**
 * Keeps the current tab (`[aria-current]`) of a row that scrolls sideways on
 * a phone in the middle of the row when `key` changes. It measures in the
 * next frame, where the browser lays the page out anyway, not inside React's
 * commit, where reading the row's widths forced that layout early (a 90 ms
 * task on the campaign list under Lighthouse's phone settings).
 */
export function useCurrentTabInView(rowRef: RefObject<HTMLElement | null>, key: unknown) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const row = rowRef.current;
      const current = row?.querySelector<HTMLElement>('[aria-current]');
      if (!row || !current || row.scrollWidth <= row.clientWidth) return;
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [rowRef, key]);
}
