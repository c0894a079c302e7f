import { FuneralFormPage } from '../../features/invitation/pages/funeral-form-page';
import { invitationFormLinks, openGuestPage, useMemberSession, useSeqParam } from './invitation-form-route';

export function Component() {
  const seq = useSeqParam('funeralInvitationSeq');
  return <FuneralFormPage key={seq ?? 'new'} seq={seq} member={useMemberSession()} links={invitationFormLinks} onSaved={openGuestPage} />;
}
