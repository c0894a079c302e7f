import { PageLoading } from '@web/shared/ui/page-loading';
import { CustomerServicePage } from '../components/cs-page';
import type { CustomerServiceTabLinks } from '../components/cs-tabs';
import { LegalDocument } from '../components/legal-document';
import { refundPolicy } from '../legal/refund-policy';
import { useLegalParties } from '../legal/use-legal-parties';

/** /customer-service/refund-policy: the payment modal's agreement links here (issue 24). */
export function RefundPolicyPage({ links }: { links: CustomerServiceTabLinks }) {
  const parties = useLegalParties();
  return (
    <CustomerServicePage links={links} title="환불 정책" description="디지털 기부화환 결제를 취소하거나 환불받는 방법입니다.">
      {parties ? <LegalDocument doc={refundPolicy(parties)} /> : <PageLoading label="환불 정책을 불러오는 중입니다" />}
    </CustomerServicePage>
  );
}
