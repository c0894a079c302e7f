import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { adminLoginSchema, messages, z } from '@ongi/shared';
import { afterModalClose } from '@web/shared/lib/after-modal';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { Checkbox, TextField } from '@web/shared/ui/field';
import { alert } from '@web/shared/ui/modal';
import { adminApi, adminQueries } from '../api';
import { rememberAdminName, saveAdminUsername, savedAdminUsername } from '../session';
import styles from './admin-login-page.module.css';

// The shared rules plus the remember-id choice, which stays in the browser.
const formSchema = adminLoginSchema.extend({ isSaveUsername: z.boolean() });
type AdminLoginForm = z.input<typeof formSchema>;

export interface AdminLoginPageProps {
  /** Where a successful login goes (spec: the admin account list). */
  onLoggedIn: () => void;
}

/** /admin/login (spec 002 §2). */
export function AdminLoginPage({ onLoggedIn }: AdminLoginPageProps) {
  const queryClient = useQueryClient();
  const saved = savedAdminUsername();
  const { register, handleSubmit, setFocus } = useForm<AdminLoginForm, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { username: saved, pwd: '', isSaveUsername: saved !== '' },
    shouldFocusError: false,
  });

  const login = useMutation({
    mutationFn: ({ username, pwd }: AdminLoginForm) => adminApi.login({ username, pwd }),
    onSuccess: async (result, form) => {
      saveAdminUsername(form.isSaveUsername ? form.username.trim() : null);
      rememberAdminName(result.name);
      await queryClient.invalidateQueries({ queryKey: adminQueries.all() });
      await alert(messages.adminLogin.success);
      onLoggedIn();
    },
    onError: (error) => alert(errorMessage(error), { title: messages.adminLogin.failure }),
  });

  const onSubmit = handleSubmit(
    (payload) => login.mutate(payload),
    async (errors) => {
      const name = errors.username ? 'username' : 'pwd';
      await alert(errors[name]?.message ?? messages.login.required, { title: messages.adminLogin.failure });
      afterModalClose(() => setFocus(name));
    },
  );

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="admin-login-title">
        <div className={styles.brand}>
          <span className={styles.logo}>온기</span>
          <span className={styles.badge}>관리자</span>
        </div>
        <h1 id="admin-login-title" className={styles.title}>
          관리자 로그인
        </h1>
        <p className={styles.note}>
          <ShieldCheck size={18} aria-hidden="true" />
          관리자 전용 페이지입니다.
        </p>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="admin-login-title">
          <TextField label="아이디" autoComplete="username" autoCapitalize="off" spellCheck={false} {...register('username')} />
          <TextField label="비밀번호" type="password" autoComplete="current-password" {...register('pwd')} />
          <Checkbox label="아이디 저장" {...register('isSaveUsername')} />
          <Button type="submit" size="lg" block loading={login.isPending}>
            로그인
          </Button>
        </form>
      </section>
    </main>
  );
}
