import type { HomeLinks } from '@web/features/home/links';
import { paths } from './paths';

/** Where the home page's links go: the page itself and its first view in the HTML (screen-shells.tsx). */
export const homeLinks: HomeLinks = {
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
