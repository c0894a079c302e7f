import { WeddingFormPage } from '../../features/invitation/pages/wedding-form-page';
import { invitationFormLinks, openGuestPage, useMemberSession, useSeqParam } from './invitation-form-route';

export function Component() {
  const seq = useSeqParam('weddingInvitationSeq');
  return <WeddingFormPage key={seq ?? 'new'} seq={seq} member={useMemberSession()} links={invitationFormLinks} onSaved={openGuestPage} />;
}
