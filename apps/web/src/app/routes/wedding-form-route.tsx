import { WeddingFormPage } from '@web/features/invitation/pages/wedding-form-page';
import { invitationFormLinks, useAfterSave, useMemberSession, useSeqParam } from './invitation-form-route';

export function Component() {
  const seq = useSeqParam('weddingInvitationSeq');
  const member = useMemberSession();
  const onSaved = useAfterSave('wedding', seq, member);
  return <WeddingFormPage key={seq ?? 'new'} seq={seq} member={member} links={invitationFormLinks} onSaved={(saved) => void onSaved(saved)} />;
}
