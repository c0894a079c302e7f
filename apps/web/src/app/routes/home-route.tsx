import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { receiptLinkParam } from '@ongi/shared';
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

/** The home page; `/?receipt={결제번호}` (a payer's receipt message) opens the lookup with the number filled in. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const receiptFor = params.get(receiptLinkParam);
  useEffect(() => {
    if (!receiptFor) return;
    // Opened once; the address drops the number so a reload or the back button does not open it again.
    setParams(
      (current) => {
        current.delete(receiptLinkParam);
        return current;
      },
      { replace: true },
    );
    void openReceiptLookup(receiptFor);
  }, [receiptFor, setParams]);
  return <HomePage links={links} onReceiptLookup={() => void openReceiptLookup()} />;
}
