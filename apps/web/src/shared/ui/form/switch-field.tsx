import { useId, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import styles from './switch-field.module.css';

/** An on/off choice bound to a boolean form value, shown as a switch with its words beside it. */
export function SwitchField({ name, label, description }: { name: string; label: string; description?: ReactNode }) {
  const id = useId();
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const on = Boolean(field.value);
  return (
    <div className={styles.switchRow}>
      <span className={styles.switchText}>
        <label htmlFor={id} className={styles.switchLabel}>
          {label}
        </label>
        {description ? (
          <span id={`${id}-description`} className={styles.switchHint}>
            {description}
          </span>
        ) : null}
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        name={field.name}
        checked={on}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        ref={field.ref}
      />
    </div>
  );
}
