import { useId, useState, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { emailDirectInput, emailDomainOptions } from '@ongi/shared';
import fieldStyles from '../field.module.css';
import layout from '../form-layout.module.css';
import { useFieldFailure } from './field-state';
import { describedBy, FieldFrame, useFieldLayout } from './layout';
import { domainChoiceOf, isPresetDomain, splitEmail } from './email-parts';
import styles from './form.module.css';

export interface EmailFieldProps {
  names: { local: string; domain: string };
  legend?: ReactNode;
  hint?: ReactNode;
  /** The path a failure of the whole address comes under ('userEmail'), besides the two halves. */
  failurePath?: string;
  className?: string;
}

/**
 * E-mail as local part @ domain; the domain is picked from the presets or
 * typed after choosing 직접 입력 (only then is it editable, spec 000 §5). An
 * address typed or pasted whole into the first box is split into the two.
 */
export function EmailField({ names, legend = '이메일', hint, failurePath, className }: EmailFieldProps) {
  const id = useId();
  const { control, setFocus } = useFormContext<FieldValues>();
  const local = useController({ control, name: names.local });
  const domain = useController({ control, name: names.domain });
  const domainValue = (domain.field.value as string | undefined) ?? '';
  const [directChosen, setDirectChosen] = useState(false);
  const choice = domainChoiceOf(domainValue, directChosen);
  const direct = choice === emailDirectInput.value;
  const rows = useFieldLayout() === 'rows';
  const { invalid, error } = useFieldFailure(failurePath ? [names.local, names.domain, failurePath] : [names.local, names.domain]);

  return (
    <FieldFrame label={legend} id={id} hint={hint} error={error} className={className}>
      <div className={rows ? `${styles.email} ${styles.inRow}` : styles.email}>
        <label htmlFor={`${id}-local`} className="visually-hidden">
          이메일 아이디
        </label>
        <input
          id={`${id}-local`}
          className={fieldStyles.input}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          inputMode="email"
          placeholder="이메일 아이디"
          aria-invalid={invalid}
          aria-describedby={describedBy(id, { hint, error })}
          name={local.field.name}
          ref={local.field.ref}
          onBlur={local.field.onBlur}
          value={(local.field.value as string | undefined) ?? ''}
          onChange={(event) => {
            const whole = splitEmail(event.target.value);
            if (!whole) {
              local.field.onChange(event.target.value);
              return;
            }
            local.field.onChange(whole[0]);
            domain.field.onChange(whole[1]);
            setDirectChosen(!isPresetDomain(whole[1]));
            setFocus(names.domain);
          }}
        />
        <span className={styles.at} aria-hidden="true">
          @
        </span>
        <label htmlFor={`${id}-domain`} className="visually-hidden">
          이메일 도메인
        </label>
        <input
          id={`${id}-domain`}
          className={fieldStyles.input}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          inputMode="email"
          placeholder={direct ? '도메인 입력' : undefined}
          readOnly={!direct}
          aria-invalid={invalid}
          name={domain.field.name}
          ref={domain.field.ref}
          onBlur={domain.field.onBlur}
          value={domainValue}
          onChange={(event) => domain.field.onChange(event.target.value)}
        />
        <label htmlFor={`${id}-choice`} className="visually-hidden">
          이메일 도메인 선택
        </label>
        <select
          id={`${id}-choice`}
          className={layout.select}
          value={choice}
          onChange={(event) => {
            const next = event.target.value;
            const toDirect = next === emailDirectInput.value;
            setDirectChosen(toDirect);
            domain.field.onChange(toDirect ? '' : next);
            if (toDirect) setFocus(names.domain);
          }}
        >
          {emailDomainOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}
