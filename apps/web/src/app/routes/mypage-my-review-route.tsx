import { MyReviewPage } from '@web/features/review/pages/my-review-page';
import { paths } from '../paths';

const links = { campaignDetail: paths.campaignDetail, orderList: paths.mypage.orderList };

export function Component() {
  return <MyReviewPage links={links} />;
}
