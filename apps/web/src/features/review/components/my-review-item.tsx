import { formatDate } from '@ongi/shared';
import { AppLink } from '@web/shared/ui/app-link';
import type { MyReview } from '../api';
import { ReviewPhotos, ReviewRating } from './review-parts';
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
        <ReviewRating rating={review.reviewRating} as="p" />
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
      <ReviewPhotos photos={review.attachList} label="상품평 사진" onOpenPhoto={onOpenPhoto} />
    </article>
  );
}
