import { Star } from 'lucide-react';
import { formatRating, starFills } from '@ongi/shared';
import styles from './star-rating.module.css';

interface StarRatingProps {
  /** A rating or an average; the icons round it to the nearest half. */
  value: number;
  size?: number;
  /** Read out as '별점 4.5점 (5점 만점)'; say what the value is when it is an average. */
  label?: string;
}

/** Five stars, full, half or empty (spec 000 §9: the icon is rounded to the nearest half). */
export function StarRating({ value, size = 16, label }: StarRatingProps) {
  const fills = starFills(value);
  return (
    <span className={styles.stars} role="img" aria-label={label ?? `별점 ${formatRating(value)}점 (5점 만점)`} data-stars={fills.join(' ')}>
      {fills.map((fill, index) => (
        <span key={index} className={styles.star} style={{ width: size, height: size }}>
          <Star size={size} strokeWidth={1.5} className={styles.empty} aria-hidden="true" />
          {fill !== 'empty' ? (
            <span className={styles.fill} style={{ width: fill === 'half' ? '50%' : '100%' }}>
              <Star size={size} strokeWidth={1.5} aria-hidden="true" />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}
