import { useController, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { isValidPassword, messages } from '@ongi/shared';
import { TextField } from '../../../shared/ui/field';
import styles from './account-form.module.css';

export interface PasswordPairFieldsProps<T extends FieldValues> {
  control: Control<T>;
  names: { password: Path<T>; confirm: Path<T> };
  labels?: { password: string; confirm: string };
}

/**
 * A new password and its confirmation with live feedback (spec 000 §5): the
 * rule until the password meets it, then 사용가능한 비밀번호입니다.; whether
 * the confirmation matches as it is typed.
 */
export function PasswordPairFields<T extends FieldValues>({
  control,
  names,
  labels = { password: '비밀번호', confirm: '비밀번호 확인' },
}: PasswordPairFieldsProps<T>) {
  const password = useController({ control, name: names.password });
  const confirm = useController({ control, name: names.confirm });
  const [passwordValue, confirmValue] = useWatch({ control, name: [names.password, names.confirm] }) as [string?, string?];
  const typed = passwordValue ?? '';
  const repeated = confirmValue ?? '';
  const valid = isValidPassword(typed);
  const matches = repeated !== '' && repeated === typed;

  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        maxLength={16}
        placeholder="8~16자 영문, 숫자, 특수문자 조합"
        hint={
          <span aria-live="polite" className={valid ? styles.ok : typed ? styles.bad : styles.muted}>
            {valid ? messages.signup.pwdAvailable : messages.signup.pwdRuleHint}
          </span>
        }
        {...password.field}
        value={typed}
      />
      <TextField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        maxLength={16}
        placeholder="비밀번호를 한 번 더 입력해 주세요"
        hint={
          <span aria-live="polite" className={matches ? styles.ok : styles.bad}>
            {repeated === '' ? '' : matches ? messages.password.matches : messages.password.differs}
          </span>
        }
        {...confirm.field}
        value={repeated}
      />
    </>
  );
}
