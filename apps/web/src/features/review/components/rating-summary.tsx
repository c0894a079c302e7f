import { formatNumber, formatRating } from '@ongi/shared';
import { StarRating } from '@web/shared/ui/star-rating';
import type { ReviewSummary } from '../api';
import styles from './rating-summary.module.css';

/** Average with one decimal, stars rounded to the nearest half, and each of 5..1 stars as a whole percentage. */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const shares = [...summary.shares].sort((a, b) => b.star - a.star);
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <p className={styles.score} aria-hidden="true">
          {formatRating(summary.average)}
        </p>
        <StarRating value={summary.starIcon} size={20} label={`평균 별점 ${formatRating(summary.average)}점 (5점 만점)`} />
        <p className={styles.count}>후기 {formatNumber(summary.count)}개</p>
      </div>
      <ul className={styles.shares} aria-label="별점별 비율">
        {shares.map((share) => (
          <li key={share.star} className={styles.share}>
            <span className={styles.star}>{share.star}점</span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${share.percent}%` }} />
            </span>
            <span className={styles.percent}>
              {share.percent}%<span className="visually-hidden"> ({share.count}개)</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
