import { formatRating } from '@ongi/shared';
import { imageUrl } from '@web/shared/lib/file-url';
import { StarRating } from '@web/shared/ui/star-rating';
import type { CampaignReview } from '../api';
import styles from './review-parts.module.css';

/** The stars and the number beside them; the stars alone are read out. */
export function ReviewRating({ rating, as: Tag = 'span' }: { rating: number; as?: 'span' | 'p' }) {
  return (
    <Tag className={styles.rating}>
      <StarRating value={rating} />
      <span className={styles.ratingValue} aria-hidden="true">
        {formatRating(rating)}
      </span>
    </Tag>
  );
}

interface ReviewPhotosProps {
  photos: CampaignReview['attachList'];
  /** Accessible name of the list ('후기 사진'). */
  label: string;
  onOpenPhoto: (index: number, opener: HTMLElement) => void;
}

/** A review's photos as buttons that open the viewer at that photo; nothing without photos. */
export function ReviewPhotos({ photos, label, onOpenPhoto }: ReviewPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.path}>
          <button
            type="button"
            className={styles.photo}
            onClick={(event) => onOpenPhoto(index, event.currentTarget)}
            aria-label={`사진 ${index + 1} 크게 보기`}
          >
            <img src={imageUrl(photo.path)} alt="" width={88} height={88} loading="lazy" decoding="async" />
          </button>
        </li>
      ))}
    </ul>
  );
}
