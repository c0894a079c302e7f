import { StartPage, type StartPageLinks } from '@web/features/dashboard/admin/start-page';
import { paths } from '../paths';

const links: StartPageLinks = {
  refundRequests: `${paths.admin.refundRequest}?state=REQUESTED`,
  inquiries: `${paths.admin.inquiry}?answerStatus=notAnswered`,
  failedMessages: `${paths.admin.message}?state=FAILED`,
  reconciliation: `${paths.admin.reconciliation}?state=OPEN`,
  kiosk: (publicNum, kioskStyle) => paths.kiosk(publicNum, { kioskStyle, page: 1 }),
  invitationView: (publicNum) => paths.invitationView(publicNum),
};

/** /admin: the back office's start page. */
export function Component() {
  return <StartPage links={links} />;
}
