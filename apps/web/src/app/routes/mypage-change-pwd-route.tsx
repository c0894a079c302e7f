import { useNavigate } from 'react-router';
import { PasswordPage } from '@web/features/account/mypage/pages/password-page';
import { paths } from '../paths';

export function Component() {
  const navigate = useNavigate();
  return <PasswordPage onChanged={() => navigate(paths.mypage.recentOrder)} onSet={() => navigate(paths.mypage.snsConnection)} />;
}
