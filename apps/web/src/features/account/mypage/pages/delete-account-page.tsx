import { useId } from 'react';
import { deleteAccountSchema, messages, type DeleteAccountInput } from '@ongi/shared';
import { Button } from '@web/shared/ui/button';
import { FormActions, FormRows, SpecForm, TextField, useSpecForm } from '@web/shared/ui/form';
import { alert, confirm } from '@web/shared/ui/modal';
import { Screen } from '@web/shared/ui/screen';
import { isCurrentPasswordRefusal } from '@web/features/account/components/refusals';
import { useDeleteAccount, useHasPassword } from '../api';
import { NoticeList } from '../components/notice-list';
import layout from '@web/shared/ui/form-layout.module.css';

interface DeleteAccountPageProps {
  /** After the result message of a withdrawal (spec: home). */
  onWithdrawn: () => void;
}

/**
 * /mypage/delete-account: the password, the two notices, 탈퇴신청 (000 §5).
 * A member who signed up through Naver or Kakao has no password and leaves
 * the field empty; the server decides either way.
 */
export function DeleteAccountPage({ onWithdrawn }: DeleteAccountPageProps) {
  const id = useId();
  const form = useSpecForm(deleteAccountSchema, {
    // A wrong password, or too many wrong ones (429, wait): back to the box.
    refusalField: (refusal) => (isCurrentPasswordRefusal(refusal) || refusal.status === 400 ? 'password' : undefined),
  });
  const hasPassword = useHasPassword() !== false;
  const withdraw = useDeleteAccount();

  const onSubmit = async (payload: DeleteAccountInput) => {
    if (hasPassword && !payload.password) {
      await form.fail({ path: 'password', message: messages.withdrawal.passwordRequired });
      return;
    }
    if (!(await confirm(messages.withdrawal.confirm, { destructive: true, confirmLabel: '탈퇴' }))) return;
    withdraw.mutate(payload, {
      // The session went with the account (useDeleteAccount); the result, then home.
      onSuccess: async (result) => {
        if (result?.result !== 'true') {
          await alert(result?.message || messages.common.serverError);
          return;
        }
        await alert(result.message || messages.withdrawal.done);
        onWithdrawn();
      },
      onError: (error) => form.refuse(error),
    });
  };

  const noticesId = `${id}-notices`;

  return (
    <Screen title="회원 탈퇴" lead="탈퇴하기 전에 아래 안내를 꼭 확인해 주세요.">
      <NoticeList id={noticesId} tone="warning" notices={[messages.withdrawal.noticeTrades, messages.withdrawal.noticePosts]} />
      <SpecForm form={form} onSubmit={onSubmit} aria-label="회원 탈퇴" className={layout.form}>
        <FormRows>
          <TextField
            name="password"
            label="비밀번호"
            type="password"
            width="narrow"
            autoComplete="current-password"
            placeholder={hasPassword ? '비밀번호를 입력해주세요' : undefined}
            aria-describedby={noticesId}
            hint={hasPassword ? undefined : '네이버·카카오로 가입해 비밀번호가 없는 계정은 비워 두고 탈퇴신청을 눌러 주세요.'}
          />
        </FormRows>
        <FormActions>
          <Button type="submit" variant="danger" size="lg" loading={withdraw.isPending}>
            탈퇴신청
          </Button>
        </FormActions>
      </SpecForm>
    </Screen>
  );
}
