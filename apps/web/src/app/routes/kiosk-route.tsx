import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { guestAddressOf } from '@web/features/kiosk/kiosk-address';
import { KioskPage } from '@web/features/kiosk/kiosk-page';
import { paths } from '../paths';

export function Component() {
  const { orderNum = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate(paths.home, { replace: true }), [navigate]);
  return (
    <KioskPage
      key={orderNum}
      publicNum={orderNum}
      requestedStyle={search.get('kioskStyle')}
      requestedPage={search.get('page')}
      requestedNamePace={search.get('namesEvery')}
      onNotFound={goHome}
      guestAddress={guestAddressOf(window.location)}
    />
  );
}
