import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, type DeleteAccountInput } from '@ongi/shared';
import { afterModalClose } from '../../../../shared/lib/after-modal';
import { errorMessage } from '../../../../shared/lib/api';
import { Button } from '../../../../shared/ui/button';
import { FormActions, FormHint, FormRow, FormRows } from '../../../../shared/ui/form-rows';
import { alert, confirm } from '../../../../shared/ui/modal';
import { Screen } from '../../../../shared/ui/screen';
import { useSessionCache } from '../../session';
import { myPageApi, myPageQueries } from '../api';
import { NoticeList } from '../components/notice-list';
import layout from '../../../../shared/ui/form-layout.module.css';
import styles from '../components/mypage-form.module.css';

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
  const queryClient = useQueryClient();
  const session = useSessionCache();
  const { register, handleSubmit, setFocus } = useForm<DeleteAccountInput>({ defaultValues: { password: '' } });
  const { data: connections } = useQuery(myPageQueries.connections());
  const hasPassword = connections?.hasPassword !== false;

  const withdraw = useMutation({
    mutationFn: myPageApi.deleteAccount,
    onSuccess: async (result) => {
      if (result?.result !== 'true') {
        await alert(result?.message || messages.common.serverError);
        return;
      }
      session.loggedOut();
      queryClient.removeQueries({ queryKey: myPageQueries.all() });
      await alert(result.message || messages.withdrawal.done);
      onWithdrawn();
    },
    onError: async (error) => {
      await alert(errorMessage(error));
      afterModalClose(() => setFocus('password'));
    },
  });

  const onSubmit = handleSubmit(async (payload) => {
    if (hasPassword && !payload.password) {
      await alert(messages.withdrawal.passwordRequired);
      afterModalClose(() => setFocus('password'));
      return;
    }
    if (await confirm(messages.withdrawal.confirm)) withdraw.mutate(payload);
  });

  const noticesId = `${id}-notices`;

  return (
    <Screen title="회원 탈퇴" lead="탈퇴하기 전에 아래 안내를 꼭 확인해 주세요.">
      <NoticeList id={noticesId} tone="warning" notices={[messages.withdrawal.noticeTrades, messages.withdrawal.noticePosts]} />
      <form onSubmit={onSubmit} noValidate aria-label="회원 탈퇴" className={layout.form}>
        <FormRows>
          <FormRow label="비밀번호" htmlFor={`${id}-password`}>
            <input
              id={`${id}-password`}
              type="password"
              className={`${layout.input} ${styles.narrow}`}
              autoComplete="current-password"
              placeholder={hasPassword ? '비밀번호를 입력해주세요' : undefined}
              aria-describedby={hasPassword ? noticesId : `${noticesId} ${id}-no-password`}
              {...register('password')}
            />
            {hasPassword ? null : (
              <FormHint id={`${id}-no-password`}>
                네이버·카카오로 가입해 비밀번호가 없는 계정은 비워 두고 탈퇴신청을 눌러 주세요.
              </FormHint>
            )}
          </FormRow>
        </FormRows>
        <FormActions>
          <Button type="submit" variant="danger" size="lg" loading={withdraw.isPending}>
            탈퇴신청
          </Button>
        </FormActions>
      </form>
    </Screen>
  );
}
