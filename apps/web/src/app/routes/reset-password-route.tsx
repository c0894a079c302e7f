import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordPage } from '@web/features/account/pages/reset-password-page';
import { paths } from '../paths';

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <ResetPasswordPage
      token={searchParams.get('token') ?? ''}
      findPasswordHref={paths.loginFindAccount('password')}
      onDone={() => navigate(paths.login, { replace: true })}
    />
  );
}
