import { formatDate, formatRating } from '@ongi/shared';
import { imageUrl } from '../../../shared/lib/file-url';
import { StarRating } from '../../../shared/ui/star-rating';
import type { CampaignReview } from '../api';
import styles from './review-item.module.css';

interface ReviewItemProps {
  review: CampaignReview;
  onOpenPhoto: (index: number, opener: HTMLElement) => void;
}

/** One review: stars, the masked author, date, what was ordered, text and photos (each opens the viewer). */
export function ReviewItem({ review, onOpenPhoto }: ReviewItemProps) {
  return (
    <article className={styles.review} data-review-seq={review.reviewSeq} data-rating={review.reviewRating}>
      <header className={styles.head}>
        <span className={styles.rating}>
          <StarRating value={review.reviewRating} />
          <span className={styles.ratingValue} aria-hidden="true">
            {formatRating(review.reviewRating)}
          </span>
        </span>
        <span className={styles.author}>{review.userId}</span>
        <time className={styles.date} dateTime={formatDate(review.createDate)}>
          {formatDate(review.createDate)}
        </time>
      </header>
      {review.categoryName ? <p className={styles.product}>{review.categoryName}</p> : null}
      <p className={styles.text}>{review.reviewText}</p>
      {review.attachList.length > 0 ? (
        <ul className={styles.photos} aria-label="후기 사진">
          {review.attachList.map((photo, index) => (
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
      ) : null}
    </article>
  );
}
