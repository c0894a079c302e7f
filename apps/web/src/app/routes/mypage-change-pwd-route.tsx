import { useNavigate } from 'react-router';
import { ChangePasswordPage } from '../../features/account/mypage/pages/change-password-page';
import { paths } from '../paths';

export function Component() {
  const navigate = useNavigate();
  return <ChangePasswordPage onChanged={() => navigate(paths.mypage.recentOrder)} />;
}
