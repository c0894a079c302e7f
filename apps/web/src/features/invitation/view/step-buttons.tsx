import { ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './view.module.css';

export interface GalleryControls {
  index: number;
  count: number;
  onIndex: (index: number) => void;
}

/** Previous and next: previous stops at the first photo, next at the last. */
export function StepButtons({ index, count, onIndex, className }: GalleryControls & { className?: string }) {
  return (
    <>
      <button
        type="button"
        className={`${styles.stepButton} ${styles.stepPrev} ${className ?? ''}`}
        aria-label="이전 사진"
        disabled={index === 0}
        onClick={() => onIndex(Math.max(0, index - 1))}
      >
        <ChevronLeft aria-hidden="true" size={22} />
      </button>
      <button
        type="button"
        className={`${styles.stepButton} ${styles.stepNext} ${className ?? ''}`}
        aria-label="다음 사진"
        disabled={index === count - 1}
        onClick={() => onIndex(Math.min(count - 1, index + 1))}
      >
        <ChevronRight aria-hidden="true" size={22} />
      </button>
    </>
  );
}
