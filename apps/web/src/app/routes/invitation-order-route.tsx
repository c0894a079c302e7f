import { useLocation, useParams } from 'react-router';
import { OrderPage, type OrderPageLinks } from '@web/features/invitation/pages/order-page';
import { paths } from '../paths';
import { invitationFormLinks, useMemberSession, type OrderRouteState } from './invitation-form-route';

/** /wedding/order/{seq} and /funeral/order/{seq}: the order's screen (the registry lets only digits through). */
export function Component() {
  const params = useParams();
  const location = useLocation();
  const member = useMemberSession();
  const kind = params.weddingInvitationSeq !== undefined ? 'wedding' : 'funeral';
  const seq = Number(kind === 'wedding' ? params.weddingInvitationSeq : params.funeralInvitationSeq);
  const links: OrderPageLinks = {
    ...invitationFormLinks,
    edit: kind === 'wedding' ? paths.weddingEdit(seq) : paths.funeralEdit(seq),
    guestPage: paths.invitationView,
    findOrder: paths.loginFindOrder,
    settings: paths.mypage.eventSettings,
    event: paths.mypage.event,
  };
  const created = Boolean((location.state as OrderRouteState | null)?.created);
  return <OrderPage key={`${kind}-${seq}`} kind={kind} seq={seq} member={member} justCreated={created} links={links} />;
}
