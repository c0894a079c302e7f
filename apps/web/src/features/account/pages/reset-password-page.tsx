import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { messages, passwordResetSchema } from '@ongi/shared';
import { ApiError } from '@web/shared/lib/api';
import { AppLink } from '@web/shared/ui/app-link';
import { Button, buttonClass } from '@web/shared/ui/button';
import { PasswordPairField, SpecForm, useSpecForm } from '@web/shared/ui/form';
import { alert } from '@web/shared/ui/modal';
import { accountApi } from '../api';
import { isNewPasswordRefusal } from '../components/refusals';
import frame from './auth-frame.module.css';
import styles from './reset-password-page.module.css';

export interface ResetPasswordPageProps {
  token: string;
  /** Where to ask for a new link (the login page with 비밀번호 찾기 open). */
  findPasswordHref: string;
  /** After the success alert (to the login page). */
  onDone: () => void;
}

/** /reset-password?token=: the link from the mail sets a new password once. */
export function ResetPasswordPage({ token, findPasswordHref, onDone }: ResetPasswordPageProps) {
  // No token, no form: the page says the link does not work and offers a new one.
  const [linkInvalid, setLinkInvalid] = useState(token.trim() === '');
  const form = useSpecForm(passwordResetSchema, {
    defaultValues: { token },
    refusalField: (refusal) => (isNewPasswordRefusal(refusal) ? 'newPassword' : undefined),
  });

  const reset = useMutation({
    mutationFn: accountApi.passwordReset,
    onSuccess: async ({ message }) => {
      await alert(message || messages.findAccount.resetDone);
      onDone();
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.message === messages.findAccount.resetLinkInvalid) setLinkInvalid(true);
      else await form.refuse(error);
    },
  });

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
          <SpecForm form={form} onSubmit={(payload) => reset.mutate(payload)} className={styles.form} aria-label="비밀번호 재설정">
            <p className={styles.lead}>{messages.findAccountFlow.resetLead}</p>
            <PasswordPairField
              names={{ password: 'newPassword', confirm: 'newPasswordConfirm' }}
              labels={{ password: '새 비밀번호', confirm: '새 비밀번호 확인' }}
            />
            <Button type="submit" size="lg" block loading={reset.isPending}>
              비밀번호 변경
            </Button>
          </SpecForm>
        )}
      </section>
    </div>
  );
}
