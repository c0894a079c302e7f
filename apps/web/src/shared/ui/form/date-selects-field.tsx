import { useId } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import layout from '../form-layout.module.css';
import { useFieldFailure } from './field-state';
import { describedBy, FieldFrame, useFieldLayout } from './layout';
import { dayCountOf, datePartsOf, emptyDateParts, fitDay, isoOf, monthNumbers, type DateParts } from './date-parts';
import styles from './form.module.css';

export interface DateSelectsFieldProps {
  /** The form value: 'YYYY-MM-DD' (valueAs 'iso') or { year, month, day } of strings (valueAs 'parts'). */
  name: string;
  valueAs?: 'iso' | 'parts';
  legend: string;
  /** The years offered, in the order shown (weddingYearOptions(...), a birthday's past years). */
  years: readonly number[];
  /** Each select's own name for assistive technology ('태어난 해'); '{legend} 연도' and so on unless told. */
  partLabels?: { year: string; month: string; day: string };
  hint?: string;
  disabled?: boolean;
  className?: string;
  /** Content after the selects inside the same group (양력/음력). */
  children?: React.ReactNode;
}

const partKeys = ['year', 'month', 'day'] as const;
const placeholders = { year: '년', month: '월', day: '일' } as const;

/**
 * Year, month and day selects; the days follow the month's length, and a day
 * the new month lacks is cleared. Each select is named '{name}.year' and so
 * on, so a failure of the date focuses the first part still missing.
 */
export function DateSelectsField({ name, valueAs = 'iso', legend, years, partLabels, hint, disabled, className, children }: DateSelectsFieldProps) {
  const id = useId();
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const { invalid, error } = useFieldFailure(name);
  const rows = useFieldLayout() === 'rows';
  const parts: DateParts = valueAs === 'iso' ? datePartsOf(field.value as string | null) : { ...emptyDateParts, ...(field.value as Partial<DateParts> | null) };
  const labels = partLabels ?? { year: `${legend} 연도`, month: `${legend} 월`, day: `${legend} 일` };
  const days = Array.from({ length: dayCountOf(parts) }, (_, index) => index + 1);
  const options = { year: years, month: monthNumbers, day: days };

  const change = (key: (typeof partKeys)[number], value: string) => {
    const next = fitDay({ ...parts, [key]: value });
    field.onChange(valueAs === 'iso' ? isoOf(next) : next);
  };

  return (
    <FieldFrame label={legend} id={id} hint={hint} error={error} className={className}>
      <div className={rows ? `${styles.dateSelects} ${styles.inRow}` : styles.dateSelects}>
        {partKeys.map((key, index) => (
          <span key={key} className={styles.datePart}>
            <label className="visually-hidden" htmlFor={`${id}-${key}`}>
              {labels[key]}
            </label>
            <select
              id={`${id}-${key}`}
              className={layout.select}
              name={`${name}.${key}`}
              value={parts[key]}
              disabled={disabled}
              aria-invalid={invalid}
              aria-describedby={index === 0 ? describedBy(id, { hint, error }) : undefined}
              onBlur={field.onBlur}
              onChange={(event) => change(key, event.target.value)}
              ref={index === 0 ? field.ref : undefined}
            >
              <option value="">{placeholders[key]}</option>
              {options[key].map((value) => (
                <option key={value} value={String(value)}>
                  {value}
                  {placeholders[key]}
                </option>
              ))}
            </select>
          </span>
        ))}
      </div>
      {children}
    </FieldFrame>
  );
}
