import { memberLoginSchema, messages, oauthProviderLabels } from '@ongi/shared';
import { AppLink } from '@web/shared/ui/app-link';
import { Button } from '@web/shared/ui/button';
import { CheckboxField, SpecForm, TextField, useSpecForm } from '@web/shared/ui/form';
import { alert, isModalRegistered, openModal } from '@web/shared/ui/modal';
import { findAccountModalName } from '../find-account';
import { savedMemberUsername, useMemberLogin } from '../session';
import { useOfferedProviders, useSocialRedirect } from '../social';
import { SocialMark } from './social-mark';
import styles from './login-form.module.css';

interface MemberLoginFormProps {
  signupHref: string;
  onSuccess: () => void;
}

export function MemberLoginForm({ signupHref, onSuccess }: MemberLoginFormProps) {
  const saved = savedMemberUsername();
  const form = useSpecForm(memberLoginSchema, { defaultValues: { username: saved, isSaveUsername: saved !== '' } });

  const login = useMemberLogin();

  const social = useSocialRedirect('login');
  const providers = useOfferedProviders();

  const openFindAccount = () => {
    if (isModalRegistered(findAccountModalName)) void openModal(findAccountModalName);
    else void alert(messages.common.underDevelopment);
  };

  return (
    <SpecForm
      form={form}
      onSubmit={(payload) => login.mutate(payload, { onSuccess, onError: (error) => form.refuse(error) })}
      className={styles.form}
      aria-label="회원 로그인"
    >
      <TextField name="username" label="아이디" autoComplete="username" autoCapitalize="off" spellCheck={false} placeholder="아이디를 입력해주세요" />
      <TextField name="pwd" label="비밀번호" type="password" autoComplete="current-password" placeholder="비밀번호를 입력해주세요" />
      <CheckboxField name="isSaveUsername" label="아이디 저장" />
      <Button type="submit" size="lg" block loading={login.isPending}>
        로그인
      </Button>

      {providers.length > 0 ? (
        <>
          <div className={styles.divider}>
            <span>간편 로그인</span>
          </div>
          <div className={styles.social}>
            {providers.map((provider) => (
              <Button key={provider} variant={provider} block disabled={social.isPending} onClick={() => social.mutate(provider)}>
                <SocialMark provider={provider} />
                {oauthProviderLabels[provider]} 로그인
              </Button>
            ))}
          </div>
        </>
      ) : null}

      <div className={styles.links}>
        <button type="button" className={styles.textLink} onClick={openFindAccount}>
          아이디/비밀번호 찾기
        </button>
        <span className={styles.separator} aria-hidden="true" />
        <AppLink to={signupHref} className={styles.textLink}>
          회원가입
        </AppLink>
      </div>
    </SpecForm>
  );
}
