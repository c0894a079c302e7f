import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { messages, nonMemberLoginSchema, type NonMemberLoginInput } from '@ongi/shared';
import { afterModalClose } from '../../../shared/lib/after-modal';
import { errorMessage } from '../../../shared/lib/api';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { alert } from '../../../shared/ui/modal';
import { accountApi, type NonMemberLoginPayload } from '../api';
import { useSessionCache } from '../session';
import { firstError } from './first-error';
import styles from './login-form.module.css';

const fieldOrder = ['nonUserName', 'phoneNum', 'orderNum'] as const;
const PHONE_MAX_DIGITS = 11;

export function NonMemberLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const session = useSessionCache();
  const { register, handleSubmit, setFocus, formState } = useForm<NonMemberLoginInput, unknown, NonMemberLoginPayload>({
    resolver: zodResolver(nonMemberLoginSchema),
    defaultValues: { nonUserName: '', phoneNum: '', orderNum: '' },
    shouldFocusError: false,
  });

  const login = useMutation({
    mutationFn: accountApi.nonMemberLogin,
    onSuccess: (result) => {
      void session.loggedIn(result.name, 'NON_MEMBER');
      onSuccess();
    },
    onError: (error) => alert(errorMessage(error)),
  });

  const onSubmit = handleSubmit(
    (payload) => login.mutate(payload),
    async (errors) => {
      const first = firstError(errors, fieldOrder);
      await alert(first?.message ?? messages.login.required);
      if (first) afterModalClose(() => setFocus(first.name));
    },
  );

  // Digits only, at most 11 (spec: phone inputs max 11 digits).
  const phone = register('phoneNum', {
    setValueAs: (value: string) => String(value ?? '').replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS),
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="비회원 로그인">
      <p className={styles.lead}>주문할 때 입력한 이름과 휴대폰 번호, 주문번호로 주문을 확인할 수 있습니다.</p>
      <TextField
        label="이름"
        autoComplete="name"
        placeholder="주문자 이름"
        aria-invalid={formState.errors.nonUserName ? true : undefined}
        {...register('nonUserName')}
      />
      <TextField
        label="휴대폰 번호"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PHONE_MAX_DIGITS}
        placeholder="숫자만 입력 (예: 01012345678)"
        aria-invalid={formState.errors.phoneNum ? true : undefined}
        {...phone}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
          return phone.onChange(event);
        }}
      />
      <TextField
        label="주문번호"
        autoComplete="off"
        placeholder="주문 시 받은 주문번호"
        hint="주문번호가 비회원 주문 비밀번호입니다."
        aria-invalid={formState.errors.orderNum ? true : undefined}
        {...register('orderNum')}
      />
      <Button type="submit" size="lg" block loading={login.isPending}>
        비회원 로그인
      </Button>
    </form>
  );
}
