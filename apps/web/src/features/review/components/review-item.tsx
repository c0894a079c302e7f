import { formatDate } from '@ongi/shared';
import type { CampaignReview } from '../api';
import { ReviewPhotos, ReviewRating } from './review-parts';
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
        <ReviewRating rating={review.reviewRating} />
        <span className={styles.author}>{review.userId}</span>
        <time className={styles.date} dateTime={formatDate(review.createDate)}>
          {formatDate(review.createDate)}
        </time>
      </header>
      {review.categoryName ? <p className={styles.product}>{review.categoryName}</p> : null}
      <p className={styles.text}>{review.reviewText}</p>
      <ReviewPhotos photos={review.attachList} label="후기 사진" onOpenPhoto={onOpenPhoto} />
    </article>
  );
}
