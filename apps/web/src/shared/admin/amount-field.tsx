import { useId, useState, type ChangeEvent } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { formatNumber, parseAmountInput } from '@ongi/shared';
import fieldStyles from '../ui/field.module.css';
import { FieldFrame } from '../ui/form';
import { describedBy } from '../ui/form/layout';
import { useFieldFailure } from '../ui/form/field-state';

/**
 * A won amount typed with thousands separators (1,500,000) and kept as a
 * whole number: digits only, commas added as one types, 0 when left empty.
 */
export function AmountField({ name, label, hint, suffix = '원' }: { name: string; label: string; hint?: string; suffix?: string }) {
  const id = useId();
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const { invalid, error } = useFieldFailure(name);
  const stored = typeof field.value === 'number' && field.value > 0 ? formatNumber(field.value) : '';
  const [display, setDisplay] = useState(stored);
  const shown = parseAmountInput(display).value === (typeof field.value === 'number' ? field.value : 0) ? display : stored;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const parsed = parseAmountInput(event.target.value);
    setDisplay(parsed.display);
    field.onChange(parsed.value);
  };

  return (
    <FieldFrame label={label} controlId={id} id={id} hint={hint} error={error}>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--space-2)', maxWidth: '100%' }}>
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          className={fieldStyles.input}
          inputMode="numeric"
          autoComplete="off"
          value={shown}
          onChange={change}
          onBlur={field.onBlur}
          aria-invalid={invalid}
          aria-describedby={describedBy(id, { hint, error })}
          style={{ textAlign: 'end', maxWidth: '14rem' }}
        />
        <span aria-hidden="true">{suffix}</span>
      </span>
    </FieldFrame>
  );
}
