import { useNavigate, useParams, useSearchParams } from 'react-router';
import { OAuthConnectReturnPage } from '@web/features/account/pages/oauth-return-page';
import { paths } from '../paths';

export function Component() {
  const navigate = useNavigate();
  const { provider } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <OAuthConnectReturnPage
      query={{ provider, code: searchParams.get('code'), state: searchParams.get('state'), error: searchParams.get('error') }}
      goHome={() => navigate(paths.home, { replace: true })}
      goConnectionSettings={() => navigate(paths.mypage.snsConnection, { replace: true })}
    />
  );
}
