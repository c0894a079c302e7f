import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { changePasswordFormSchema, messages, type ChangePasswordFormInput } from '@ongi/shared';
import { afterModalClose } from '../../../../shared/lib/after-modal';
import { errorMessage } from '../../../../shared/lib/api';
import { Button } from '../../../../shared/ui/button';
import { TextField } from '../../../../shared/ui/field';
import { alert } from '../../../../shared/ui/modal';
import { firstError } from '../../components/first-error';
import { PasswordPairFields } from '../../components/password-pair-fields';
import { myPageApi } from '../api';
import { Screen } from '../../../../shared/ui/screen';
import styles from './change-password-page.module.css';

const fieldOrder = ['currentPassword', 'newPassword', 'newPasswordConfirm'] as const;

interface ChangePasswordPageProps {
  /** After 비밀번호 변경이 완료 됐습니다. (spec: to MyPage). */
  onChanged: () => void;
}

/** /mypage/change-pwd: the current password, the new one twice (000 §5). */
export function ChangePasswordPage({ onChanged }: ChangePasswordPageProps) {
  const { register, handleSubmit, setFocus, control } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
    shouldFocusError: false,
  });

  const change = useMutation({
    mutationFn: myPageApi.changePassword,
    onSuccess: async (result) => {
      if (result?.result !== 'success') {
        await alert(result?.message || messages.common.serverError);
        return;
      }
      await alert(messages.password.changed);
      onChanged();
    },
    onError: (error) => alert(errorMessage(error)),
  });

  const onSubmit = handleSubmit(
    ({ currentPassword, newPassword: next }) => change.mutate({ currentPassword: currentPassword ?? '', newPassword: next ?? '' }),
    async (errors) => {
      const first = firstError(errors, fieldOrder);
      await alert(first?.message ?? messages.common.badRequest);
      if (first) afterModalClose(() => setFocus(first.name));
    },
  );

  return (
    <Screen title="비밀번호 변경" lead="안전을 위해 현재 비밀번호를 확인한 뒤 새 비밀번호로 바꿉니다.">
      <form onSubmit={onSubmit} noValidate aria-label="비밀번호 변경" className={styles.form}>
        <TextField
          label="현재 비밀번호"
          type="password"
          autoComplete="current-password"
          placeholder="지금 쓰는 비밀번호"
          {...register('currentPassword')}
        />
        <PasswordPairFields
          control={control}
          names={{ password: 'newPassword', confirm: 'newPasswordConfirm' }}
          labels={{ password: '변경할 비밀번호', confirm: '변경할 비밀번호 확인' }}
        />
        <Button type="submit" size="lg" block loading={change.isPending} className={styles.submit}>
          비밀번호 변경
        </Button>
      </form>
    </Screen>
  );
}
