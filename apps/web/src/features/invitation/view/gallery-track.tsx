import { useEffect, useRef, useState } from 'react';
import type { InvitationPhoto } from '@ongi/shared';
import { useReducedMotion } from '@web/shared/lib/use-reduced-motion';
import { Photo } from './photo';
import styles from './view.module.css';

interface GalleryTrackProps {
  photos: InvitationPhoto[];
  index: number;
  onIndex: (index: number) => void;
  sizes: string;
  /** 'cover' fills the frame on the page; 'contain' shows the whole photo full screen. */
  fit: 'cover' | 'contain';
  /** The page's track opens the full-screen view from the photo. */
  onOpen?: () => void;
  /** Only the track in front reports swipes (the page's track waits while the full-screen view is open). */
  active?: boolean;
}

/**
 * The photos side by side in a scroll-snapping row: a finger swipes it
 * natively, the buttons and thumbnails scroll it to the chosen index. Only
 * the chosen photo and its neighbours are fetched, and once fetched they stay.
 */
export function GalleryTrack({ photos, index, onIndex, sizes, fit, onOpen, active = true }: GalleryTrackProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [fetched, setFetched] = useState<ReadonlySet<number>>(() => new Set([index - 1, index, index + 1]));
  const onIndexRef = useRef(onIndex);
  onIndexRef.current = onIndex;
  const placed = useRef(false);
  const activeRef = useRef(active);
  activeRef.current = active;
  // Where a scroll the page started is headed: until it arrives, where it passes is no choice of the guest's.
  const headingFor = useRef<number | null>(null);

  if (![index - 1, index, index + 1].every((near) => fetched.has(near))) {
    setFetched(new Set([...fetched, index - 1, index, index + 1]));
  }

  // The chosen index scrolls into place (at once the first time, smoothly after).
  useEffect(() => {
    const track = ref.current;
    if (!track) return;
    const left = index * track.clientWidth;
    if (Math.abs(track.scrollLeft - left) > 1) {
      headingFor.current = index;
      track.scrollTo({ left, behavior: placed.current && !reducedMotion ? 'smooth' : 'auto' });
    }
    placed.current = true;
  }, [index, reducedMotion]);

  // Where a swipe comes to rest is the new index.
  useEffect(() => {
    const track = ref.current;
    if (!track) return;
    let timer: number | undefined;
    const settle = () => {
      const width = track.clientWidth;
      if (width === 0) return;
      const rested = Math.min(photos.length - 1, Math.max(0, Math.round(track.scrollLeft / width)));
      if (headingFor.current !== null) {
        if (rested === headingFor.current) headingFor.current = null;
        return;
      }
      if (activeRef.current) onIndexRef.current(rested);
    };
    // A finger or a wheel takes over from a scroll the page started.
    const takeOver = () => {
      headingFor.current = null;
    };
    // Browsers without scrollend settle once the scrolling has paused.
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, 150);
    };
    const event = 'onscrollend' in window ? 'scrollend' : 'scroll';
    const listener = event === 'scrollend' ? settle : onScroll;
    track.addEventListener(event, listener, { passive: true });
    track.addEventListener('pointerdown', takeOver, { passive: true });
    track.addEventListener('wheel', takeOver, { passive: true });
    return () => {
      track.removeEventListener(event, listener);
      track.removeEventListener('pointerdown', takeOver);
      track.removeEventListener('wheel', takeOver);
      window.clearTimeout(timer);
    };
  }, [photos.length]);

  return (
    <div
      ref={ref}
      className={`${styles.track} ${fit === 'contain' ? styles.trackContain : ''}`}
      {...(onOpen ? {} : { tabIndex: 0, role: 'group', 'aria-label': '사진 넘기기' })}
    >
      {photos.map((photo, i) => {
        const image = fetched.has(i) ? <Photo photo={photo} alt={`사진 ${i + 1}`} sizes={sizes} className={styles.slidePhoto} /> : null;
        return (
          <div key={`${photo.path}-${i}`} className={styles.slide} inert={i !== index}>
            {onOpen ? (
              <button type="button" className={styles.slideButton} onClick={onOpen} aria-label={`사진 ${i + 1} 크게 보기`}>
                {image}
              </button>
            ) : (
              image
            )}
          </div>
        );
      })}
    </div>
  );
}
