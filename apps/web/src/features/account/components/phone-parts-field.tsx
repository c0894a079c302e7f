import { useId, useRef, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import fieldStyles from '../../../shared/ui/field.module.css';
import layout from '../../../shared/ui/form-layout.module.css';
import styles from './account-form.module.css';

export interface PhonePartsFieldProps<T extends FieldValues> {
  control: Control<T>;
  names: readonly [Path<T>, Path<T>, Path<T>];
  legend: string;
  /** Locked, e.g. after identity verification proved this number. */
  readOnly?: boolean;
  hint?: string;
}

const maxLengths = [3, 4, 4] as const;
const partLabels = ['앞자리', '가운데 자리', '뒷자리'] as const;

/** A phone number in three parts, digits only; a full part moves on to the next. */
export function PhonePartsField<T extends FieldValues>({ control, names, legend, readOnly = false, hint }: PhonePartsFieldProps<T>) {
  const id = useId();
  const parts = [
    useController({ control, name: names[0] }),
    useController({ control, name: names[1] }),
    useController({ control, name: names[2] }),
  ];
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const hintId = hint ? `${id}-hint` : undefined;

  return (
    <fieldset className={layout.group} aria-describedby={hintId}>
      <legend className={layout.legend}>{legend}</legend>
      <div className={styles.parts}>
        {parts.map(({ field }, index) => (
          <PhonePart key={names[index]} index={index}>
            <label htmlFor={`${id}-${index}`} className="visually-hidden">
              {`${legend} ${partLabels[index]}`}
            </label>
            <input
              id={`${id}-${index}`}
              className={fieldStyles.input}
              inputMode="numeric"
              autoComplete="off"
              maxLength={maxLengths[index]}
              readOnly={readOnly}
              name={field.name}
              value={(field.value as string | undefined) ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => {
                const digits = event.target.value.replace(/\D/g, '').slice(0, maxLengths[index]);
                field.onChange(digits);
                if (digits.length === maxLengths[index] && index < 2) inputs.current[index + 1]?.focus();
              }}
              ref={(input) => {
                field.ref(input);
                inputs.current[index] = input;
              }}
            />
          </PhonePart>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

function PhonePart({ index, children }: { index: number; children: ReactNode }) {
  return (
    <>
      {index > 0 ? (
        <span className={styles.dash} aria-hidden="true">
          -
        </span>
      ) : null}
      <span className={styles.part}>{children}</span>
    </>
  );
}
