import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { messages, passwordResetSchema, type PasswordResetInput, type z } from '@ongi/shared';
import { afterModalClose } from '../../../shared/lib/after-modal';
import { ApiError, errorMessage } from '../../../shared/lib/api';
import { AppLink } from '../../../shared/ui/app-link';
import { Button, buttonClass } from '../../../shared/ui/button';
import { alert } from '../../../shared/ui/modal';
import { accountApi } from '../api';
import { PasswordPairFields } from '../components/password-pair-fields';
import frame from './auth-frame.module.css';
import styles from './reset-password-page.module.css';

type PasswordReset = z.output<typeof passwordResetSchema>;
const checkOrder = ['newPassword', 'newPasswordConfirm'] as const;

export interface ResetPasswordPageProps {
  token: string;
  /** Where to ask for a new link (the login page with 비밀번호 찾기 open). */
  findPasswordHref: string;
  /** After the success alert (to the login page). */
  onDone: () => void;
}

/** /reset-password?token=: the link from the mail sets a new password once. */
export function ResetPasswordPage({ token, findPasswordHref, onDone }: ResetPasswordPageProps) {
  const [linkInvalid, setLinkInvalid] = useState(token === '');
  const { control, handleSubmit, setFocus } = useForm<PasswordResetInput, unknown, PasswordReset>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, newPassword: '', newPasswordConfirm: '' },
    shouldFocusError: false,
  });

  const reset = useMutation({
    mutationFn: accountApi.passwordReset,
    onSuccess: async ({ message }) => {
      await alert(message || messages.findAccount.resetDone);
      onDone();
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.message === messages.findAccount.resetLinkInvalid) setLinkInvalid(true);
      else await alert(errorMessage(error));
    },
  });

  const onInvalid = async (errors: FieldErrors<PasswordResetInput>) => {
    if (errors.token) {
      setLinkInvalid(true);
      return;
    }
    const first = checkOrder.find((name) => typeof errors[name]?.message === 'string');
    await alert(first ? String(errors[first]?.message) : messages.common.badRequest);
    if (first) afterModalClose(() => setFocus(first));
  };

  return (
    <div className={frame.page}>
      <section className={frame.card} aria-labelledby="reset-password-title">
        <header className={frame.header}>
          <KeyRound className={styles.icon} size={40} aria-hidden="true" />
          <h1 id="reset-password-title" className={frame.title}>
            비밀번호 재설정
          </h1>
        </header>
        {linkInvalid ? (
          <div className={styles.invalid}>
            <p role="alert">{messages.findAccount.resetLinkInvalid}</p>
            <AppLink to={findPasswordHref} className={buttonClass('primary', 'lg', true)}>
              비밀번호 찾기 다시 하기
            </AppLink>
          </div>
        ) : (
          <form className={styles.form} onSubmit={handleSubmit((payload) => reset.mutate(payload), onInvalid)} noValidate aria-label="비밀번호 재설정">
            <p className={styles.lead}>{messages.findAccountFlow.resetLead}</p>
            <PasswordPairFields
              control={control}
              names={{ password: 'newPassword', confirm: 'newPasswordConfirm' }}
              labels={{ password: '새 비밀번호', confirm: '새 비밀번호 확인' }}
            />
            <Button type="submit" size="lg" block loading={reset.isPending}>
              비밀번호 변경
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
