import { InquiryListPage } from '@web/features/customer-service/my-inquiries/inquiry-list-page';
import { paths } from '../paths';

export function Component() {
  return <InquiryListPage inquiryCreateHref={paths.customerService.inquiryCreate} />;
}
