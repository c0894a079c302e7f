import { useId, useState } from 'react';
import { formatRating, maxRating, ratingStep } from '@ongi/shared';
import { StarRating } from '@web/shared/ui/star-rating';
import styles from './rating-input.module.css';

const choices = Array.from({ length: maxRating / ratingStep }, (_, index) => (index + 1) * ratingStep);

interface RatingInputProps {
  /** The radio group's name (to focus it from outside). */
  name?: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
  size?: number;
}

/**
 * Stars from 0.5 to 5 in half steps: ten radio buttons laid over five stars,
 * the left half of a star being the half point. Arrow keys move between them
 * as in any radio group; the stars show the choice (or the one under the pointer).
 */
export function RatingInput({ name: givenName, value, onChange, error, disabled = false, size = 36 }: RatingInputProps) {
  const autoName = useId();
  const name = givenName ?? autoName;
  const errorId = `${autoName}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={styles.legend}>별점</legend>
      <div className={styles.row}>
        <div className={styles.stars} onMouseLeave={() => setHovered(null)}>
          <span aria-hidden="true">
            <StarRating value={shown} size={size} label="" />
          </span>
          <div className={styles.halves}>
            {choices.map((choice) => (
              <label key={choice} className={styles.half} onMouseEnter={() => setHovered(choice)}>
                <input type="radio" className="visually-hidden" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
                <span className="visually-hidden">{formatRating(choice)}점</span>
              </label>
            ))}
          </div>
        </div>
        <output className={styles.value} aria-hidden="true">
          {value > 0 ? `${formatRating(shown)}점` : hovered ? `${formatRating(hovered)}점` : '별점을 골라 주세요'}
        </output>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
