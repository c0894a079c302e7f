import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { memberLoginSchema, messages, type MemberLoginInput } from '@ongi/shared';
import { afterModalClose } from '../../../shared/lib/after-modal';
import { errorMessage } from '../../../shared/lib/api';
import { AppLink } from '../../../shared/ui/app-link';
import { Button } from '../../../shared/ui/button';
import { Checkbox, TextField } from '../../../shared/ui/field';
import { alert, isModalRegistered, openModal } from '../../../shared/ui/modal';
import { accountApi, type MemberLoginPayload, type SocialProvider } from '../api';
import { findAccountModalName } from '../find-account';
import { saveMemberUsername, savedMemberUsername, useSessionCache } from '../session';
import { firstError } from './first-error';
import { SocialMark } from './social-mark';
import styles from './login-form.module.css';

interface MemberLoginFormProps {
  signupHref: string;
  onSuccess: () => void;
}

const fieldOrder = ['username', 'pwd'] as const;

export function MemberLoginForm({ signupHref, onSuccess }: MemberLoginFormProps) {
  const session = useSessionCache();
  const saved = savedMemberUsername();
  const { register, handleSubmit, setFocus, formState } = useForm<MemberLoginInput, unknown, MemberLoginPayload>({
    resolver: zodResolver(memberLoginSchema),
    defaultValues: { username: saved, pwd: '', isSaveUsername: saved !== '' },
    shouldFocusError: false,
  });

  const login = useMutation({
    mutationFn: accountApi.login,
    onSuccess: (result, payload) => {
      saveMemberUsername(payload.isSaveUsername ? payload.username : null);
      void session.loggedIn(result.name, 'NORMAL');
      onSuccess();
    },
    onError: (error) => alert(errorMessage(error)),
  });

  const social = useMutation({
    mutationFn: accountApi.socialLoginUrl,
    onSuccess: ({ url }) => window.location.assign(url),
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

  const openFindAccount = () => {
    if (isModalRegistered(findAccountModalName)) void openModal(findAccountModalName);
    else void alert(messages.common.underDevelopment);
  };

  const startSocial = (provider: SocialProvider) => social.mutate(provider);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="회원 로그인">
      <TextField
        label="아이디"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="아이디를 입력해주세요"
        aria-invalid={formState.errors.username ? true : undefined}
        {...register('username')}
      />
      <TextField
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        placeholder="비밀번호를 입력해주세요"
        aria-invalid={formState.errors.pwd ? true : undefined}
        {...register('pwd')}
      />
      <Checkbox label="아이디 저장" {...register('isSaveUsername')} />
      <Button type="submit" size="lg" block loading={login.isPending}>
        로그인
      </Button>

      <div className={styles.divider}>
        <span>간편 로그인</span>
      </div>
      <div className={styles.social}>
        <Button variant="naver" block disabled={social.isPending} onClick={() => startSocial('naver')}>
          <SocialMark provider="naver" />
          네이버 로그인
        </Button>
        <Button variant="kakao" block disabled={social.isPending} onClick={() => startSocial('kakao')}>
          <SocialMark provider="kakao" />
          카카오 로그인
        </Button>
      </div>

      <div className={styles.links}>
        <button type="button" className={styles.textLink} onClick={openFindAccount}>
          아이디/비밀번호 찾기
        </button>
        <span className={styles.separator} aria-hidden="true" />
        <AppLink to={signupHref} className={styles.textLink}>
          회원가입
        </AppLink>
      </div>
    </form>
  );
}
