import { formatDate, formatRating } from '@ongi/shared';
import { imageUrl } from '../../../shared/lib/file-url';
import { AppLink } from '../../../shared/ui/app-link';
import { StarRating } from '../../../shared/ui/star-rating';
import type { MyReview } from '../api';
import styles from './my-review-item.module.css';

interface MyReviewItemProps {
  review: MyReview;
  campaignHref: string | null;
  onOpenPhoto: (index: number, opener: HTMLElement) => void;
}

/** One of my reviews: what it was for, stars, the two dates, text and photos (each opens the viewer). */
export function MyReviewItem({ review, campaignHref, onOpenPhoto }: MyReviewItemProps) {
  const campaign = [review.categoryName, review.campaignName].filter(Boolean).join(' · ') || '캠페인 정보 없음';
  return (
    <article className={styles.review} data-review-seq={review.reviewSeq} data-order-num={review.orderNum}>
      <header className={styles.head}>
        <h2 className={styles.campaign}>{campaignHref ? <AppLink to={campaignHref}>{campaign}</AppLink> : campaign}</h2>
        <p className={styles.rating}>
          <StarRating value={review.reviewRating} />
          <span className={styles.ratingValue} aria-hidden="true">
            {formatRating(review.reviewRating)}
          </span>
        </p>
      </header>
      <dl className={styles.dates}>
        <div>
          <dt>작성일</dt>
          <dd>
            <time dateTime={formatDate(review.createDate)}>{formatDate(review.createDate)}</time>
          </dd>
        </div>
        {review.invitationCreateDate ? (
          <div>
            <dt>주문일</dt>
            <dd>
              <time dateTime={formatDate(review.invitationCreateDate)}>{formatDate(review.invitationCreateDate)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>주문번호</dt>
          <dd>{review.orderNum}</dd>
        </div>
      </dl>
      <p className={styles.text}>{review.reviewText}</p>
      {review.attachList.length > 0 ? (
        <ul className={styles.photos} aria-label="상품평 사진">
          {review.attachList.map((photo, index) => (
            <li key={photo.path}>
              <button
                type="button"
                className={styles.photo}
                onClick={(event) => onOpenPhoto(index, event.currentTarget)}
                aria-label={`사진 ${index + 1} 크게 보기`}
              >
                <img src={imageUrl(photo.path)} alt="" width={80} height={80} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
