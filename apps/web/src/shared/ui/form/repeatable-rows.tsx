import { useEffect, useId, type ReactNode } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import layout from '../form-layout.module.css';
import { FieldFrame } from './layout';
import { canAddRow, removalOf } from './rows';
import { useSpecFormKit } from './use-spec-form';
import styles from './form.module.css';

export interface RepeatableRowsProps<Row extends FieldValues> {
  /** The form's array ('groomAccounts', 'mournerList'). */
  name: string;
  /** What 추가 appends and what the only row becomes when it is removed. */
  emptyRow: Row;
  /** The group's name ('신랑측 계좌'). */
  legend: string;
  /** Each row's own name for assistive technology ('신랑측 계좌 2'). */
  rowLabel?: (index: number) => string;
  /** What a row is called on its buttons ('계좌' → '계좌 추가', '계좌 2 삭제'). */
  noun: string;
  /** At most this many rows; one more is refused with the caller's sentence. */
  max?: { count: number; message: string };
  hint?: string;
  className?: string;
  /** One row's controls; `path('bankName')` is that row's field ('groomAccounts.1.bankName'). */
  children: (row: { index: number; path: (field: keyof Row & string) => string }) => ReactNode;
}

/**
 * Repeatable rows over a react-hook-form field array, as the spec wants its
 * account and mourner rows: the add button on the first row only, removing
 * the only row leaves one empty row, an optional limit.
 */
export function RepeatableRows<Row extends FieldValues>({ name, emptyRow, legend, rowLabel, noun, max, hint, className, children }: RepeatableRowsProps<Row>) {
  const id = useId();
  const { control } = useFormContext<FieldValues>();
  const { fields, append, remove, update } = useFieldArray({ control, name });
  const { fail, focusField } = useSpecFormKit();

  // There is always a row to type into.
  useEffect(() => {
    if (fields.length === 0) append(emptyRow, { shouldFocus: false });
  }, [fields.length, append, emptyRow]);

  const add = () => {
    if (!canAddRow(fields.length, max?.count)) {
      if (max) void fail({ message: max.message });
      return;
    }
    append(emptyRow, { shouldFocus: false });
    const added = fields.length;
    requestAnimationFrame(() => focusField(`${name}.${added}`));
  };

  const removeRow = (index: number) => {
    const removal = removalOf(fields.length, index);
    if (removal.kind === 'clear') {
      update(index, emptyRow);
      requestAnimationFrame(() => focusField(`${name}.0`));
      return;
    }
    remove(index);
    requestAnimationFrame(() => focusField(`${name}.${removal.focusIndex}`));
  };

  return (
    <FieldFrame label={legend} id={id} hint={hint} className={className}>
      <ol className={styles.repeatRows}>
        {fields.map((field, index) => (
          <li key={field.id} className={styles.repeatRow}>
            <div className={styles.repeatFields} role="group" aria-label={rowLabel ? rowLabel(index) : `${legend} ${index + 1}`}>
              {children({ index, path: (key) => `${name}.${index}.${key}` })}
            </div>
            <div className={styles.repeatButtons}>
              {index === 0 ? (
                <button type="button" className={styles.iconButton} onClick={add} aria-label={`${noun} 추가`}>
                  <Plus size={18} aria-hidden="true" />
                </button>
              ) : null}
              <button type="button" className={styles.iconButton} onClick={() => removeRow(index)} aria-label={`${noun} ${index + 1} 삭제`}>
                <Minus size={18} aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      {max ? (
        <p className={layout.hint}>
          {fields.length} / {max.count}
        </p>
      ) : null}
    </FieldFrame>
  );
}
