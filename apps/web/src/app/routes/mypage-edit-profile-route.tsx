import { EditProfilePage } from '@web/features/account/mypage/pages/edit-profile-page';

export function Component() {
  return <EditProfilePage />;
}
