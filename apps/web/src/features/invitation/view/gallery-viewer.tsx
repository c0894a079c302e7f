import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import type { InvitationPhoto } from '@ongi/shared';
import { useFocusTrap } from '@web/shared/lib/use-focus-trap';
import { StepButtons } from './step-buttons';
import { GalleryTrack } from './gallery-track';
import styles from './view.module.css';

interface GalleryViewerProps {
  photos: InvitationPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** The photos full screen: swipe, arrow keys, previous/next; Escape or 닫기 goes back to the page. */
export default function GalleryViewer({ photos, index, onIndex, onClose }: GalleryViewerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { active: true, onEscape: onClose });

  // The page behind stays still and out of reach while the photos are open.
  useEffect(() => {
    const root = document.getElementById('root');
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    root?.setAttribute('inert', '');
    return () => {
      document.documentElement.style.overflow = overflow;
      root?.removeAttribute('inert');
    };
  }, []);

  // Listening from the moment the view shows (an effect could start a frame later).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndex(Math.max(0, index - 1));
      else if (event.key === 'ArrowRight') onIndex(Math.min(photos.length - 1, index + 1));
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, onIndex, photos.length]);

  return createPortal(
    <div ref={ref} className={styles.viewer} role="dialog" aria-modal="true" aria-label="사진 크게 보기" tabIndex={-1}>
      <div className={styles.viewerBar}>
        <p className={styles.viewerCount} aria-live="polite">
          {index + 1} / {photos.length}
        </p>
        <button type="button" className={styles.viewerClose} aria-label="닫기" onClick={onClose} data-autofocus>
          <X aria-hidden="true" size={24} />
        </button>
      </div>
      <div className={styles.viewerStage}>
        <GalleryTrack photos={photos} index={index} onIndex={onIndex} sizes="100vw" fit="contain" />
        <StepButtons index={index} count={photos.length} onIndex={onIndex} className={styles.viewerStep} />
      </div>
    </div>,
    document.body,
  );
}
