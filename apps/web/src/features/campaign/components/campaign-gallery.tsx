import { ImageOff } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { imageUrl } from '@web/shared/lib/file-url';
import styles from './campaign-gallery.module.css';

export interface GalleryImage {
  key: string | number;
  path: string;
}

/**
 * The campaign's pictures: one large, the others as thumbnails below. A
 * thumbnail is a button (Enter or Space shows it; arrow keys move along the row).
 */
export function CampaignGallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  const current = images[Math.min(selected, images.length - 1)];
  if (!current) {
    return (
      <div className={`${styles.main} ${styles.empty}`} aria-hidden="true">
        <ImageOff size={40} strokeWidth={1.5} />
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | undefined;
    const move = moves[event.key];
    if (move !== undefined) next = (index + move + images.length) % images.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = images.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className={styles.gallery}>
      <figure className={styles.main}>
        <img
          key={current.key}
          className={styles.mainImage}
          src={imageUrl(current.path)}
          alt={`${name} 사진 ${selected + 1} / ${images.length}`}
          width={800}
          height={600}
          fetchPriority="high"
          decoding="async"
        />
      </figure>
      {images.length > 1 ? (
        <div className={styles.thumbs} role="group" aria-label="사진 고르기">
          {images.map((image, index) => (
            <button
              key={image.key}
              ref={(el) => {
                thumbs.current[index] = el;
              }}
              type="button"
              className={styles.thumb}
              aria-pressed={index === selected}
              aria-label={`사진 ${index + 1} 보기`}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <img src={imageUrl(image.path)} alt="" width={120} height={90} loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
