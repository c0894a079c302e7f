import { lazy, Suspense, useState } from 'react';
import { Expand } from 'lucide-react';
import type { InvitationPhoto } from '@ongi/shared';
import { GalleryTrack } from './gallery-track';
import { Photo } from './photo';
import { Section } from './section';
import { StepButtons } from './step-buttons';
import styles from './view.module.css';

// The full-screen view is fetched when a guest first opens it.
const GalleryViewer = lazy(() => import('./gallery-viewer'));

/** The page's column is at most 480 px wide. */
const stageSizes = '(min-width: 480px) 440px, 100vw';

/** The gallery: a photo at a time with previous/next, thumbnails, swipe, and a full-screen view. */
export function Gallery({ photos, title = '갤러리' }: { photos: InvitationPhoto[]; title?: string }) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  // As the spec has it: the gallery shows only when there is a photo at the chosen index.
  if (!photos[index]) return null;
  const count = photos.length;
  return (
    <Section title={title}>
      <div className={styles.stage}>
        <GalleryTrack photos={photos} index={index} onIndex={setIndex} sizes={stageSizes} fit="cover" onOpen={() => setFullScreen(true)} active={!fullScreen} />
        <StepButtons index={index} count={count} onIndex={setIndex} />
        <button type="button" className={styles.expandButton} aria-label="사진 크게 보기" onClick={() => setFullScreen(true)}>
          <Expand aria-hidden="true" size={18} />
        </button>
        <p className={styles.counter} aria-live="polite">
          <span className="visually-hidden">사진 </span>
          {index + 1} / {count}
        </p>
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs} aria-label="사진 목록">
          {photos.map((photo, i) => (
            <li key={`${photo.path}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`사진 ${i + 1} 보기`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <Photo photo={photo} alt="" sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fullScreen ? (
        <Suspense fallback={null}>
          <GalleryViewer photos={photos} index={index} onIndex={setIndex} onClose={() => setFullScreen(false)} />
        </Suspense>
      ) : null}
    </Section>
  );
}
