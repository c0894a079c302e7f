import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import layout from '../../../shared/ui/form-layout.module.css';
import styles from './account-form.module.css';

export interface YesNoRadiosProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  yesLabel?: string;
  noLabel?: string;
}

/** A Y/N choice such as marketing consent (수신 동의 Y / 수신 거부 N). */
export function YesNoRadios<T extends FieldValues>({ control, name, label, yesLabel = '수신 동의', noLabel = '수신 거부' }: YesNoRadiosProps<T>) {
  const id = useId();
  const { field } = useController({ control, name });
  const options = [
    { value: 'Y', label: yesLabel },
    { value: 'N', label: noLabel },
  ] as const;
  return (
    <div className={styles.consentRow}>
      <span id={`${id}-label`} className={styles.consentLabel}>
        {label}
      </span>
      <div className={layout.radios} role="radiogroup" aria-labelledby={`${id}-label`}>
        {options.map((option, index) => (
          <label key={option.value} className={layout.radio}>
            <input
              type="radio"
              className={layout.radioInput}
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
