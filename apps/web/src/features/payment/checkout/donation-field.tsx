import { useId, useState } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { donationAddOns, formatNumber, parseAmountInput } from '@ongi/shared';
import fieldStyles from '@web/shared/ui/field.module.css';
import layout from '@web/shared/ui/form-layout.module.css';
import { FieldFrame } from '@web/shared/ui/form';
import { useFieldFailure } from '@web/shared/ui/form/field-state';
import styles from './payment-modal.module.css';

const custom = 'custom';

/**
 * 추가 기부금: one of the four fixed choices, whose value is what its label
 * says (spec README), or an amount typed in the free field, filtered as the
 * spec says (digits only, no leading zeros, thousands separators).
 */
export function DonationField({ name }: { name: string }) {
  const id = useId();
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const { invalid, error } = useFieldFailure(name);
  const value = typeof field.value === 'number' ? field.value : undefined;
  const isPreset = value !== undefined && (donationAddOns as readonly number[]).includes(value);
  const [choice, setChoice] = useState<string>(value === undefined ? '' : isPreset ? String(value) : custom);
  const [typed, setTyped] = useState(value !== undefined && !isPreset ? formatNumber(value) : '');
  const customId = `${id}-amount`;

  const choose = (next: string) => {
    setChoice(next);
    if (next === custom) {
      const amount = parseAmountInput(typed);
      field.onChange(typed === '' ? undefined : amount.value);
    } else {
      field.onChange(Number(next));
    }
  };

  return (
    <FieldFrame label="추가 기부금" id={id} error={error}>
      <div className={layout.radios} role="radiogroup" aria-label="추가 기부금" aria-invalid={invalid}>
        {donationAddOns.map((amount, index) => (
          <label key={amount} className={layout.radio}>
            <input
              type="radio"
              className={layout.radioInput}
              name={field.name}
              value={String(amount)}
              checked={choice === String(amount)}
              onChange={() => choose(String(amount))}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
            />
            <span>{formatNumber(amount)}원</span>
          </label>
        ))}
        <label className={layout.radio}>
          <input
            type="radio"
            className={layout.radioInput}
            name={field.name}
            value={custom}
            checked={choice === custom}
            onChange={() => choose(custom)}
            onBlur={field.onBlur}
          />
          <span>직접 입력</span>
        </label>
      </div>
      {choice === custom ? (
        <div className={styles.customAmount}>
          <label htmlFor={customId} className="visually-hidden">
            직접 입력할 기부 금액
          </label>
          <input
            id={customId}
            data-custom-donation
            className={fieldStyles.input}
            inputMode="numeric"
            autoComplete="off"
            placeholder="금액 입력"
            value={typed}
            aria-invalid={invalid}
            onChange={(event) => {
              const amount = parseAmountInput(event.target.value, 9);
              // Preact (the guest page's modal) keeps a refused letter on screen when the state does not change: put the filtered text back at once.
              if (event.target.value !== amount.display) event.target.value = amount.display;
              setTyped(amount.display);
              field.onChange(amount.display === '' ? undefined : amount.value);
            }}
          />
          <span aria-hidden="true">원</span>
        </div>
      ) : null}
    </FieldFrame>
  );
}
