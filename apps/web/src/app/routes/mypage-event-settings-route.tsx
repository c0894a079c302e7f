import { useNavigate, useParams } from 'react-router';
import { GuestbookSettingsSection } from '@web/features/guestbook/components/guestbook-settings';
import { LifecyclePage } from '@web/features/invitation/pages/lifecycle-page';
import { KioskSettingsSection } from '@web/features/kiosk/kiosk-settings-section';
import { RsvpSettingsSection } from '@web/features/rsvp/components/rsvp-settings-section';
import { alert } from '@web/shared/ui/modal';
import { paths } from '../paths';

export function Component() {
  const orderNum = useParams().orderNum ?? '';
  const navigate = useNavigate();
  return (
    <LifecyclePage
      key={orderNum}
      orderNum={orderNum}
      ordersHref={paths.mypage.recentOrder}
      invitationView={paths.invitationView}
      sections={(lifecycle) => (
        <>
          {lifecycle.invitationType === 'W' ? <RsvpSettingsSection orderNum={orderNum} /> : null}
          <GuestbookSettingsSection orderNum={orderNum} />
          <KioskSettingsSection orderNum={orderNum} />
        </>
      )}
      onDeleted={async (message) => {
        await alert(message);
        navigate(paths.mypage.recentOrder, { replace: true });
      }}
    />
  );
}
