import { FuneralFormPage } from '@web/features/invitation/pages/funeral-form-page';
import { invitationFormLinks, useAfterSave, useMemberSession, useSeqParam } from './invitation-form-route';

export function Component() {
  const seq = useSeqParam('funeralInvitationSeq');
  const member = useMemberSession();
  const onSaved = useAfterSave('funeral', seq, member);
  return <FuneralFormPage key={seq ?? 'new'} seq={seq} member={member} links={invitationFormLinks} onSaved={(saved) => void onSaved(saved)} />;
}
