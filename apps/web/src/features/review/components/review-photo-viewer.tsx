import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useState } from 'react';
import { itemAt } from '@ongi/shared';
import { imageUrl } from '@web/shared/lib/file-url';
import { Dialog } from '@web/shared/ui/modal';
import styles from './review-photo-viewer.module.css';

interface ReviewPhotoViewerProps {
  photos: readonly { path: string }[];
  startIndex: number;
  /** The dialog's name and the photos' alt text: '{label} 1', '{label} 2' … */
  label: string;
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
}

/** A review's photos, large, one at a time: previous / next buttons and arrow keys, Escape closes. */
export function ReviewPhotoViewer({ photos, startIndex, label, onClose, returnFocusTo }: ReviewPhotoViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const count = photos.length;
  const photo = itemAt(photos, index, 'the photo shown');
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  return (
    <Dialog label={label} onDismiss={onClose} size="lg" returnFocusTo={returnFocusTo}>
      <div
        className={styles.viewer}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(1);
          if (event.key === 'ArrowLeft') go(-1);
        }}
      >
        <div className={styles.head}>
          <p className={styles.counter} aria-live="polite">
            사진 {index + 1} / {count}
          </p>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label="닫기" data-autofocus>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <figure className={styles.frame}>
          <img key={photo.path} src={imageUrl(photo.path)} alt={`${label} ${index + 1}`} className={styles.photo} />
        </figure>
        {count > 1 ? (
          <div className={styles.nav}>
            <button type="button" className={styles.iconButton} onClick={() => go(-1)} aria-label="이전 사진">
              <ChevronLeft size={20} aria-hidden="true" />
            </button>
            <button type="button" className={styles.iconButton} onClick={() => go(1)} aria-label="다음 사진">
              <ChevronRight size={20} aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
