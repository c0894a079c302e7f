import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import {
  changePasswordFormSchema,
  messages,
  setPasswordFormSchema,
  type ChangePasswordFormInput,
  type ResultMessage,
  type SetPasswordFormInput,
} from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { usePageTitle } from '@web/shared/lib/document-title';
import { Button } from '@web/shared/ui/button';
import { EmptyState } from '@web/shared/ui/empty-state';
import { PasswordPairField, SpecForm, TextField, useSpecForm } from '@web/shared/ui/form';
import { alert } from '@web/shared/ui/modal';
import { PageLoading } from '@web/shared/ui/page-loading';
import { Screen } from '@web/shared/ui/screen';
import { isCurrentPasswordRefusal, isNewPasswordRefusal } from '@web/features/account/components/refusals';
import { useAccountInfo, useChangePassword, useConnections, useSetPassword } from '../api';
import styles from './password-page.module.css';

interface PasswordPageProps {
  /** After 비밀번호 변경이 완료 됐습니다. (spec: to MyPage). */
  onChanged: () => void;
  /** After a first password is set: on to SNS 연결 설정, where a social link can now go. */
  onSet: () => void;
}

/**
 * /mypage/change-pwd: 비밀번호 변경 (the current password, the new one twice,
 * 000 §5), or 비밀번호 설정 for a member who joined with Naver or Kakao and
 * has no current password to give.
 */
export function PasswordPage({ onChanged, onSet }: PasswordPageProps) {
  const connections = useConnections();
  // Which form this visit shows is settled once: setting a password must not
  // turn the screen into 비밀번호 변경 under its own success message.
  const [mode, setMode] = useState<'change' | 'set' | null>(null);
  if (mode === null && connections.data) setMode(connections.data.hasPassword ? 'change' : 'set');

  if (mode === 'set') return <SetPasswordScreen onSet={onSet} />;
  if (mode === 'change') return <ChangePasswordScreen onChanged={onChanged} />;
  return (
    <Screen title="비밀번호 변경">
      {connections.isError ? (
        <EmptyState
          tone="error"
          icon={<RotateCw size={24} aria-hidden="true" />}
          title="계정 정보를 불러오지 못했습니다."
          text={errorMessage(connections.error)}
          actions={
            <Button variant="secondary" onClick={() => void connections.refetch()}>
              다시 시도
            </Button>
          }
        />
      ) : (
        <PageLoading label="계정 정보를 불러오는 중입니다" />
      )}
    </Screen>
  );
}

/** A 200 whose result is not 'success' still says why, in the server's words. */
async function succeeded(result: ResultMessage | undefined): Promise<boolean> {
  if (result?.result === 'success') return true;
  await alert(result?.message || messages.common.serverError);
  return false;
}

function ChangePasswordScreen({ onChanged }: Pick<PasswordPageProps, 'onChanged'>) {
  const form = useSpecForm(changePasswordFormSchema, {
    refusalField: (refusal) => (isNewPasswordRefusal(refusal) ? 'newPassword' : isCurrentPasswordRefusal(refusal) ? 'currentPassword' : undefined),
  });
  const change = useChangePassword();

  const onSubmit = ({ currentPassword, newPassword }: ChangePasswordFormInput) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: async (result) => {
          if (!(await succeeded(result))) return;
          await alert(messages.password.changed);
          onChanged();
        },
        onError: (error) => form.refuse(error),
      },
    );

  return (
    <Screen title="비밀번호 변경" lead="안전을 위해 현재 비밀번호를 확인한 뒤 새 비밀번호로 바꿉니다.">
      <SpecForm form={form} onSubmit={onSubmit} aria-label="비밀번호 변경" className={styles.form}>
        <TextField name="currentPassword" label="현재 비밀번호" type="password" autoComplete="current-password" placeholder="지금 쓰는 비밀번호" />
        <PasswordPairField
          names={{ password: 'newPassword', confirm: 'newPasswordConfirm' }}
          labels={{ password: '변경할 비밀번호', confirm: '변경할 비밀번호 확인' }}
        />
        <Button type="submit" size="lg" block loading={change.isPending} className={styles.submit}>
          비밀번호 변경
        </Button>
      </SpecForm>
    </Screen>
  );
}

function SetPasswordScreen({ onSet }: Pick<PasswordPageProps, 'onSet'>) {
  usePageTitle('비밀번호 설정');
  const { data: info } = useAccountInfo();
  const form = useSpecForm(setPasswordFormSchema, {
    refusalField: (refusal) => (isNewPasswordRefusal(refusal) ? 'newPassword' : undefined),
  });
  const setPassword = useSetPassword();

  const onSubmit = ({ newPassword }: SetPasswordFormInput) =>
    setPassword.mutate(
      { newPassword },
      {
        onSuccess: async (result) => {
          if (!(await succeeded(result))) return;
          await alert(result.message || messages.password.set);
          onSet();
        },
        onError: (error) => form.refuse(error),
      },
    );

  return (
    <Screen
      title="비밀번호 설정"
      lead="네이버·카카오로 가입한 계정에는 아직 비밀번호가 없습니다. 비밀번호를 설정하면 아이디와 비밀번호로도 로그인할 수 있고, SNS 연결을 해제할 수 있습니다."
    >
      <SpecForm form={form} onSubmit={onSubmit} aria-label="비밀번호 설정" className={styles.form}>
        <dl className={styles.username}>
          <dt>아이디</dt>
          <dd>{info?.username ?? ''}</dd>
        </dl>
        <PasswordPairField
          names={{ password: 'newPassword', confirm: 'newPasswordConfirm' }}
          labels={{ password: '새 비밀번호', confirm: '새 비밀번호 확인' }}
        />
        <Button type="submit" size="lg" block loading={setPassword.isPending} className={styles.submit}>
          비밀번호 설정
        </Button>
      </SpecForm>
    </Screen>
  );
}
