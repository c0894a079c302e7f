import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import styles from './invitation-form.module.css';

export interface ChoiceCard<V extends string | number> {
  value: V;
  title: string;
  description?: string;
  picture: ReactNode;
}

interface ChoiceCardsProps<V extends string | number> {
  /** The form value the choice sets (mainDesign, kioskStyle). */
  name: string;
  legend: string;
  hint?: string;
  options: readonly ChoiceCard<V>[];
  /** 'tall' for phone-shaped pictures (covers), 'wide' for screens (kiosk). */
  shape: 'tall' | 'wide';
  onValueChange?: (value: V) => void;
}

/**
 * A choice among pictures: radios (one tab stop, arrows move between them)
 * dressed as cards, each with its drawing, name and a line on it.
 */
export function ChoiceCards<V extends string | number>({ name, legend, hint, options, shape, onValueChange }: ChoiceCardsProps<V>) {
  const id = useId();
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  return (
    <fieldset className={styles.choiceSet} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={styles.fieldLegend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.fieldHint}>
          {hint}
        </p>
      ) : null}
      <div className={`${styles.choiceCards} ${shape === 'tall' ? styles.choiceTall : styles.choiceWide}`}>
        {options.map((option, index) => {
          const checked = field.value === option.value;
          return (
            <label key={option.value} className={styles.choiceCard} data-checked={checked || undefined}>
              <input
                type="radio"
                className="visually-hidden"
                name={field.name}
                value={String(option.value)}
                checked={checked}
                onChange={() => {
                  field.onChange(option.value);
                  onValueChange?.(option.value);
                }}
                onBlur={field.onBlur}
                ref={index === 0 ? field.ref : undefined}
              />
              <span className={styles.choicePicture}>{option.picture}</span>
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>
                  <span className={styles.choiceNumber}>{index + 1}</span>
                  {option.title}
                </span>
                {option.description ? <span className={styles.choiceDescription}>{option.description}</span> : null}
              </span>
              <span className={styles.choiceCheck} aria-hidden="true">
                <Check size={14} strokeWidth={3} />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
