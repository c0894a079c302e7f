import { useNavigate, useParams } from 'react-router';
import { LifecyclePage } from '@web/features/invitation/pages/lifecycle-page';
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
      onDeleted={async (message) => {
        await alert(message);
        navigate(paths.mypage.recentOrder, { replace: true });
      }}
      more={(lifecycle) => (lifecycle.invitationType === 'W' ? <RsvpSettingsSection orderNum={orderNum} /> : null)}
    />
  );
}
