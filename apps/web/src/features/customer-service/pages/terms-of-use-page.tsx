import { PageLoading } from '@web/shared/ui/page-loading';
import { CustomerServicePage } from '../components/cs-page';
import type { CustomerServiceTabLinks } from '../components/cs-tabs';
import { LegalDocument } from '../components/legal-document';
import { termsOfUse } from '../legal/terms-of-use';
import { useLegalParties } from '../legal/use-legal-parties';

/** /customer-service/terms-of-use (spec 001 §2: the text is ours to write). */
export function TermsOfUsePage({ links }: { links: CustomerServiceTabLinks }) {
  const parties = useLegalParties();
  return (
    <CustomerServicePage links={links} title="이용약관" description="온기 서비스를 이용하실 때 회사와 이용자가 함께 지키는 약속입니다.">
      {parties ? <LegalDocument doc={termsOfUse(parties)} /> : <PageLoading label="이용약관을 불러오는 중입니다" />}
    </CustomerServicePage>
  );
}
