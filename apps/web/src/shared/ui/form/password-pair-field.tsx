import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { isValidPassword, messages } from '@ongi/shared';
import { TextField } from './fields';
import { FieldStatus } from './layout';

export interface PasswordPairFieldProps {
  names: { password: string; confirm: string };
  labels?: { password: string; confirm: string };
}

/**
 * A new password and its confirmation with live feedback (spec 000 §5): the
 * rule until the password meets it, then 사용가능한 비밀번호입니다.; whether
 * the confirmation matches as it is typed. The rule is told in one sentence
 * only (messages.signup.pwdRuleHint), the one isValidPassword checks: every
 * password form (signup, change, set, reset) shows it through here.
 */
export function PasswordPairField({ names, labels = { password: '비밀번호', confirm: '비밀번호 확인' } }: PasswordPairFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const [password, confirm] = useWatch({ control, name: [names.password, names.confirm] }) as [string?, string?];
  const typed = password ?? '';
  const repeated = confirm ?? '';
  const valid = isValidPassword(typed);
  const matches = repeated !== '' && repeated === typed;
  return (
    <>
      <TextField
        name={names.password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        maxLength={16}
        hint={<FieldStatus tone={valid ? 'ok' : typed ? 'bad' : 'muted'}>{valid ? messages.signup.pwdAvailable : messages.signup.pwdRuleHint}</FieldStatus>}
      />
      <TextField
        name={names.confirm}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        maxLength={16}
        placeholder="비밀번호를 한 번 더 입력해 주세요"
        hint={<FieldStatus tone={matches ? 'ok' : 'bad'}>{repeated === '' ? '' : matches ? messages.password.matches : messages.password.differs}</FieldStatus>}
      />
    </>
  );
}
