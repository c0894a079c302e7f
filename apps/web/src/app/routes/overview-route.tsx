import type { OverviewLinks } from '@web/features/overview/links';
import { OverviewPage } from '@web/features/overview/pages/overview-page';
import { paths, wreathCampaigns } from '../paths';

const links: OverviewLinks = {
  home: paths.home,
  wedding: paths.wedding,
  funeral: paths.funeral,
  celebrationWreath: paths.campaignDetail(wreathCampaigns.celebration),
  condolenceWreath: paths.campaignDetail(wreathCampaigns.condolence),
  sponsorList: paths.sponsorList,
  faq: paths.customerService.faq,
  inquiry: paths.customerService.inquiryCreate,
  termsOfUse: paths.customerService.termsOfUse,
};

export function Component() {
  return <OverviewPage links={links} />;
}
