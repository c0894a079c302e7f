import { useId, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { emailDirectInput, emailDomainOptions, emailDomains } from '@ongi/shared';
import fieldStyles from '../../../shared/ui/field.module.css';
import layout from '../../../shared/ui/form-layout.module.css';
import styles from './account-form.module.css';

export interface EmailFieldProps<T extends FieldValues> {
  control: Control<T>;
  names: { local: Path<T>; domain: Path<T> };
  legend?: string;
}

const isPreset = (domain: string) => (emailDomains as readonly string[]).includes(domain);

/**
 * E-mail as local part @ domain; the domain is picked from the presets or typed
 * after choosing 직접 입력 (only then is it editable, spec 000 §5).
 */
export function EmailField<T extends FieldValues>({ control, names, legend = '이메일' }: EmailFieldProps<T>) {
  const id = useId();
  const local = useController({ control, name: names.local });
  const domain = useController({ control, name: names.domain });
  const domainValue = (domain.field.value as string | undefined) ?? '';
  const [choice, setChoice] = useState<string>(() => (isPreset(domainValue) ? domainValue : emailDirectInput.value));
  const direct = choice === emailDirectInput.value;

  return (
    <fieldset className={layout.group}>
      <legend className={layout.legend}>{legend}</legend>
      <div className={styles.email}>
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
          {...local.field}
          value={(local.field.value as string | undefined) ?? ''}
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
          {...domain.field}
          value={domainValue}
        />
        <label htmlFor={`${id}-choice`} className="visually-hidden">
          이메일 도메인 선택
        </label>
        <select
          id={`${id}-choice`}
          className={`${fieldStyles.input} ${layout.select}`}
          value={choice}
          onChange={(event) => {
            const next = event.target.value;
            setChoice(next);
            domain.field.onChange(next === emailDirectInput.value ? '' : next);
          }}
        >
          {emailDomainOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
