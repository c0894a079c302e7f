import { HomePage, type HomeLinks } from '@web/features/home/pages/home-page';
import { openReceiptLookup } from '../modals';
import { paths } from '../paths';

const links: HomeLinks = {
  overview: paths.overview,
  guide: paths.overviewHowItWorks,
  wedding: paths.wedding,
  funeral: paths.funeral,
  sponsorList: paths.sponsorList,
  sponsorDetail: paths.sponsorDetail,
  campaignList: paths.campaignList,
  noticeList: paths.customerService.notice,
  noticeDetail: paths.customerService.noticeDetail,
  faq: paths.customerService.faq,
  inquiry: paths.customerService.inquiryCreate,
  paymentLookup: paths.loginNonMember,
  wreathMessages: paths.wreathMessages,
};

export function Component() {
  return <HomePage links={links} onReceiptLookup={() => void openReceiptLookup()} />;
}
