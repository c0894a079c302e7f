import { useId, useRef, useState, type ClipboardEvent } from 'react';
import { useController, useFormContext, type FieldValues, type UseControllerReturn } from 'react-hook-form';
import { digitsOnly } from '@ongi/shared';
import fieldStyles from '../field.module.css';
import { useFieldFailure } from './field-state';
import { describedBy, FieldFrame, useFieldLayout } from './layout';
import { pastedPhone, phonePartDigits, phonePartLengths, phonePartsOf, type PhoneParts } from './phone-parts';
import styles from './form.module.css';

const partLabels = ['앞자리', '가운데 자리', '뒷자리'] as const;

interface PhonePartsBase {
  /** The group's name; each box is called '{legend} 앞자리' and so on. */
  legend: string;
  /** Locked, e.g. after identity verification proved this number. */
  readOnly?: boolean;
  hint?: string;
  className?: string;
}

export type PhonePartsFieldProps = PhonePartsBase &
  (
    | { /** Three form values, one a box ('phone1', 'phone2', 'phone3'). */ names: readonly [string, string, string]; name?: never }
    | { /** One form value holding the number's digits ('groomContactPhone'). */ name: string; names?: never }
  );

interface Box {
  name: string;
  value: string;
  ref: (input: HTMLInputElement | null) => void;
  onBlur: () => void;
  set: (digits: string) => void;
}

/**
 * A phone number in three boxes, digits only, at most 11 in all; a full box
 * moves on to the next, and a whole number pasted into any box is spread
 * over the three. No HTML maxLength: the browser would cut a pasted
 * '010-4827-3916' before its hyphens go, so digits are kept first and the
 * limit applied after.
 */
export function PhonePartsField(props: PhonePartsFieldProps) {
  return props.names ? <ThreeValues {...props} names={props.names} /> : <OneValue {...props} name={props.name} />;
}

function ThreeValues({ names, ...rest }: PhonePartsBase & { names: readonly [string, string, string] }) {
  const { control } = useFormContext<FieldValues>();
  const parts = [useController({ control, name: names[0] }), useController({ control, name: names[1] }), useController({ control, name: names[2] })];
  const boxes = parts.map(({ field }: UseControllerReturn): Box => ({
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    ref: field.ref,
    onBlur: field.onBlur,
    set: field.onChange,
  }));
  return <PhoneBoxes {...rest} boxes={boxes} failurePaths={names} />;
}

function OneValue({ name, ...rest }: PhonePartsBase & { name: string }) {
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const stored = (field.value as string | null | undefined) ?? '';
  // The boxes as typed; the form holds their digits joined. A value set from outside (an edit load, a reset) is split again.
  const [parts, setParts] = useState<PhoneParts>(() => phonePartsOf(stored));
  if (parts.join('') !== digitsOnly(stored)) setParts(phonePartsOf(stored));
  const boxes = parts.map((value, index): Box => ({
    name: `${name}.${index + 1}`,
    value,
    ref: index === 0 ? field.ref : () => undefined,
    onBlur: field.onBlur,
    set: (digits) => {
      const next = [...parts] as PhoneParts;
      next[index] = digits;
      setParts(next);
      field.onChange(next.join(''));
    },
  }));
  const pasteWhole = (whole: PhoneParts) => {
    setParts(whole);
    field.onChange(whole.join(''));
  };
  return <PhoneBoxes {...rest} boxes={boxes} failurePaths={[name]} onPasteWhole={pasteWhole} />;
}

function PhoneBoxes({
  legend,
  readOnly = false,
  hint,
  className,
  boxes,
  failurePaths,
  onPasteWhole,
}: PhonePartsBase & { boxes: Box[]; failurePaths: readonly string[]; onPasteWhole?: (parts: PhoneParts) => void }) {
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const { invalid, error } = useFieldFailure(failurePaths);
  const rows = useFieldLayout() === 'rows';

  const pasteWhole = (event: ClipboardEvent<HTMLInputElement>) => {
    if (readOnly) return;
    const whole = pastedPhone(event.clipboardData.getData('text'));
    if (!whole) return;
    event.preventDefault();
    if (onPasteWhole) onPasteWhole(whole);
    else boxes.forEach((box, index) => box.set(whole[index] ?? ''));
    inputs.current[2]?.focus();
  };

  return (
    <FieldFrame label={legend} id={id} hint={hint} error={error} className={className}>
      <div className={rows ? `${styles.parts} ${styles.inRow}` : styles.parts}>
        {boxes.map((box, index) => (
          <span key={box.name} className={styles.partCell}>
            {index > 0 ? (
              <span className={styles.dash} aria-hidden="true">
                -
              </span>
            ) : null}
            <span className={styles.part}>
              <label htmlFor={`${id}-${index}`} className="visually-hidden">
                {`${legend} ${partLabels[index]}`}
              </label>
              <input
                id={`${id}-${index}`}
                className={fieldStyles.input}
                inputMode="numeric"
                autoComplete="off"
                readOnly={readOnly}
                name={box.name}
                value={box.value}
                aria-invalid={invalid}
                aria-describedby={index === 0 ? describedBy(id, { hint, error }) : undefined}
                onBlur={box.onBlur}
                onPaste={pasteWhole}
                onChange={(event) => {
                  const digits = phonePartDigits(event.target.value, index);
                  box.set(digits);
                  if (digits.length === phonePartLengths[index] && index < 2) inputs.current[index + 1]?.focus();
                }}
                ref={(input) => {
                  box.ref(input);
                  inputs.current[index] = input;
                }}
              />
            </span>
          </span>
        ))}
      </div>
    </FieldFrame>
  );
}
