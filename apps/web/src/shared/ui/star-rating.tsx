import type { CSSProperties } from 'react';
import { formatRating, starFills } from '@ongi/shared';
import styles from './star-rating.module.css';

/** Space between two stars, in px (star-rating.module.css's tiles leave it on each star's right). */
const starGap = 2;

interface StarRatingProps {
  /** A rating or an average; the icons round it to the nearest half. */
  value: number;
  size?: number;
  /** Read out as '별점 4.5점 (5점 만점)'; say what the value is when it is an average. */
  label?: string;
}

/**
 * Five stars, full, half or empty (spec 000 §9: the icon is rounded to the
 * nearest half). One element: the outline row and the filled row are its two
 * layers, the filled one cut at the last full or half star. Drawn as ten
 * icons, a rating was some 25 nodes, and home's best reviews alone held 200 of
 * them, laid out and painted on every visit's first page.
 */
export function StarRating({ value, size = 16, label }: StarRatingProps) {
  const fills = starFills(value);
  const full = fills.filter((fill) => fill === 'full').length;
  const filledWidth = full * (size + starGap) + (fills.includes('half') ? size / 2 : 0);
  const style = { '--star-size': `${size}px`, '--star-gap': `${starGap}px`, '--star-filled': `${filledWidth}px` } as CSSProperties;
  return (
    <span className={styles.stars} role="img" aria-label={label ?? `별점 ${formatRating(value)}점 (5점 만점)`} data-stars={fills.join(' ')} style={style} />
  );
}
