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
