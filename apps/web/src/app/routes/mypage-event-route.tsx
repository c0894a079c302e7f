import { useParams } from 'react-router';
import { HostMessages } from '@web/features/guestbook/components/host-messages';
import { HostEventPage } from '@web/features/host/pages/host-event-page';
import { KioskOpenLink } from '@web/features/invitation/components/kiosk-open-link';
import { RsvpHostSection } from '@web/features/rsvp/components/rsvp-host-section';
import { paths } from '../paths';

/** /mypage/event/{orderNum}: the host's page, with the invitation feature's kiosk link and a wedding's 참석 의사 composed in. */
export function Component() {
  const orderNum = useParams().orderNum ?? '';
  return (
    <HostEventPage
      key={orderNum}
      orderNum={orderNum}
      links={{
        orders: paths.mypage.recentOrder,
        guestPage: paths.invitationView,
        settings: paths.mypage.eventSettings(orderNum),
        thanks: paths.mypage.eventThanks(orderNum),
      }}
      guestbook={<HostMessages orderNum={orderNum} />}
      kioskLink={(event) => (
        <KioskOpenLink
          noun={event.isWedding ? '청첩장' : '부고장'}
          href={(kioskStyle) => paths.kiosk(event.publicNum, kioskStyle === null ? {} : { kioskStyle })}
        />
      )}
      more={(event) => (event.isWedding ? <RsvpHostSection orderNum={orderNum} settingsHref={paths.mypage.eventSettings(orderNum)} /> : null)}
    />
  );
}
