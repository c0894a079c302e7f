import { useId, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useController, useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { digitsOnly, formatNumber } from '@ongi/shared';
import fieldStyles from '../field.module.css';
import layout from '../form-layout.module.css';
import { useFieldFailure } from './field-state';
import { describedBy, FieldBelow, FieldFrame, FormRow, useFieldLayout } from './layout';
import styles from './form.module.css';

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

interface FieldBase {
  /** The form's path of the value ('bankOwner', 'congratInfo.2.name'). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  id?: string;
  /** 'narrow' keeps a short value's box short in a wide row. */
  width?: 'narrow';
  /** On the field's frame. */
  className?: string;
}

export interface TextFieldProps
  extends FieldBase, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'width' | 'className'> {
  /**
   * Digits only, at most this many. The digits are kept before the limit
   * applies (no HTML maxLength, which would cut a pasted '3333-01-2345678' to
   * its first characters, hyphens included).
   */
  digits?: number;
  /**
   * A whole number (노출 순서, 정렬 순서): the number pad, and the text kept as
   * typed so the schema can refuse '2.5' (a digits filter silently made it 25).
   */
  wholeNumber?: boolean;
}

/** A labelled text input bound to the form. */
export function TextField({
  name,
  label,
  hint,
  hideLabel,
  id,
  width,
  className,
  digits,
  wholeNumber = false,
  onChange,
  onBlur,
  'aria-describedby': describedByExtra,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { register } = useFormContext<FieldValues>();
  const { invalid, error } = useFieldFailure(name);
  const registration = register(name);
  return (
    <FieldFrame label={label} controlId={inputId} id={inputId} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      <input
        id={inputId}
        className={cx(fieldStyles.input, width === 'narrow' && styles.narrow)}
        aria-invalid={invalid}
        aria-describedby={describedBy(inputId, { hint, error, extra: describedByExtra })}
        {...input}
        {...registration}
        {...(digits !== undefined || wholeNumber ? { inputMode: input.inputMode ?? 'numeric' } : null)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          if (digits !== undefined) event.target.value = digitsOnly(event.target.value, digits);
          void registration.onChange(event);
          onChange?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          void registration.onBlur(event);
          onBlur?.(event);
        }}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends FieldBase, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'className'> {
  /** Shows 'n / max자' under the box (needs maxLength). */
  counter?: boolean;
}

/** A labelled textarea bound to the form, with a length counter when asked. */
export function TextAreaField({ name, label, hint, hideLabel, id, className, counter = false, maxLength, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { register, control } = useFormContext<FieldValues>();
  const { invalid, error } = useFieldFailure(name);
  const text = useWatch({ control, name, disabled: !counter }) as string | undefined;
  const counterId = `${inputId}-count`;
  return (
    <FieldFrame label={label} controlId={inputId} id={inputId} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      <textarea
        id={inputId}
        className={cx(fieldStyles.input, styles.textarea)}
        maxLength={maxLength}
        aria-invalid={invalid}
        aria-describedby={describedBy(inputId, { hint, error, extra: counter ? counterId : undefined })}
        {...textarea}
        {...register(name)}
      />
      {counter && maxLength !== undefined ? (
        <p id={counterId} className={styles.counter}>
          {formatNumber((text ?? '').length)} / {formatNumber(maxLength)}자
        </p>
      ) : null}
    </FieldFrame>
  );
}

export type OptionValue = string | number;
export interface Option<V extends OptionValue = OptionValue> {
  value: V;
  label: ReactNode;
}

/** Options given as values only are their own labels. */
export function toOptions<V extends OptionValue>(options: readonly (V | Option<V>)[]): Option<V>[] {
  return options.map((option) => (typeof option === 'object' ? option : { value: option, label: String(option) }));
}

/** A select's text value of a form value (numbers, and null or '' for nothing chosen). */
export const optionText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export interface SelectFieldProps<V extends OptionValue = OptionValue> extends FieldBase {
  options: readonly (V | Option<V>)[];
  /** The first, empty choice ('은행을 선택해 주세요'); without it the first option is chosen. */
  placeholder?: string;
  /** Numbers (a seq) are kept as numbers, nothing chosen as null. */
  valueAs?: 'string' | 'number';
  disabled?: boolean;
  /** After the value changed (a cascade clears what depended on it). */
  onValueChange?: (value: V | null | '') => void;
  autoComplete?: string;
}

/** A labelled select bound to the form (controlled, so options arriving later still show the value). */
export function SelectField<V extends OptionValue = OptionValue>({
  name,
  label,
  hint,
  hideLabel,
  id,
  width,
  className,
  options,
  placeholder,
  valueAs = 'string',
  disabled,
  onValueChange,
  autoComplete,
}: SelectFieldProps<V>) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const { invalid, error } = useFieldFailure(name);
  return (
    <FieldFrame label={label} controlId={selectId} id={selectId} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      <select
        id={selectId}
        className={cx(layout.select, width === 'narrow' && styles.narrow)}
        name={field.name}
        ref={field.ref}
        value={optionText(field.value)}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-invalid={invalid}
        aria-describedby={describedBy(selectId, { hint, error })}
        onBlur={field.onBlur}
        onChange={(event) => {
          const text = event.target.value;
          const value = (valueAs === 'number' ? (text === '' ? null : Number(text)) : text) as V | null | '';
          field.onChange(value);
          onValueChange?.(value);
        }}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {toOptions(options).map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface RadioGroupFieldProps<V extends OptionValue = OptionValue> extends Omit<FieldBase, 'width' | 'id'> {
  options: readonly Option<V>[];
  disabled?: boolean;
  onValueChange?: (value: V) => void;
}

/**
 * Pill radios bound to the form, named by their label (aria-labelledby): in
 * rows beside the row's label, in a stack on one line after it. The value
 * keeps its type (a design number stays a number).
 */
export function RadioGroupField<V extends OptionValue = OptionValue>({
  name,
  label,
  hint,
  hideLabel = false,
  className,
  options,
  disabled,
  onValueChange,
}: RadioGroupFieldProps<V>) {
  const id = useId();
  const labelId = `${id}-label`;
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const { invalid, error } = useFieldFailure(name);
  const rows = useFieldLayout() === 'rows';
  const group = (
    <div
      className={layout.radios}
      role="radiogroup"
      aria-labelledby={hideLabel ? undefined : labelId}
      aria-label={hideLabel && typeof label === 'string' ? label : undefined}
      aria-invalid={invalid}
      aria-describedby={describedBy(id, { hint, error })}
    >
      {options.map((option, index) => (
        <label key={option.value} className={layout.radio}>
          <input
            type="radio"
            className={layout.radioInput}
            name={field.name}
            value={String(option.value)}
            checked={optionText(field.value) === String(option.value)}
            disabled={disabled}
            onChange={() => {
              field.onChange(option.value);
              onValueChange?.(option.value);
            }}
            onBlur={field.onBlur}
            ref={index === 0 ? field.ref : undefined}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
  const below = <FieldBelow id={id} hint={hint} error={error} rows={rows} />;
  if (rows) {
    return (
      <FormRow label={label} labelId={labelId} className={className}>
        {group}
        {below}
      </FormRow>
    );
  }
  return (
    <div className={cx(styles.choiceRow, className)}>
      {hideLabel ? null : (
        <span id={labelId} className={styles.choiceLabel}>
          {label}
        </span>
      )}
      {group}
      {below}
    </div>
  );
}

export interface YesNoFieldProps extends Omit<RadioGroupFieldProps<'Y' | 'N'>, 'options'> {
  yesLabel?: string;
  noLabel?: string;
}

/** A Y/N choice such as marketing consent (수신 동의 Y / 수신 거부 N). */
export function YesNoField({ yesLabel = '수신 동의', noLabel = '수신 거부', ...props }: YesNoFieldProps) {
  return (
    <RadioGroupField<'Y' | 'N'>
      {...props}
      options={[
        { value: 'Y', label: yesLabel },
        { value: 'N', label: noLabel },
      ]}
    />
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  /** The values for checked and unchecked when they are not true and false ('Y' and 'N'). */
  values?: readonly [on: OptionValue, off: OptionValue];
  disabled?: boolean;
  className?: string;
}

/** One checkbox bound to the form (아이디 저장, 파트너 이름 공개). */
export function CheckboxField({ name, label, values, disabled, className }: CheckboxFieldProps) {
  const id = useId();
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const checked = values ? field.value === values[0] : Boolean(field.value);
  return (
    <div className={cx(fieldStyles.checkbox, className)}>
      <input
        id={id}
        type="checkbox"
        className={fieldStyles.checkboxInput}
        name={field.name}
        ref={field.ref}
        checked={checked}
        disabled={disabled}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(values ? values[event.target.checked ? 0 : 1] : event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The sentence of a refusal that is about no one field, in a form that tells failures inline. */
export function FormFailure() {
  const { control } = useFormContext<FieldValues>();
  const { errors } = useFormState({ control, name: 'root' });
  const message = errors.root?.server?.message;
  return message ? (
    <p className={styles.formFailure} role="alert">
      {message}
    </p>
  ) : null;
}
