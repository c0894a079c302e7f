import { useParams } from 'react-router';
import { NoticeDetailPage } from '@web/features/customer-service/pages/notice-detail-page';
import { paths } from '../paths';

export function Component() {
  // The route's loader has already answered 404 for anything but digits.
  const noticeSeq = Number(useParams().noticeSeq);
  return <NoticeDetailPage key={noticeSeq} noticeSeq={noticeSeq} links={paths.customerService} />;
}
