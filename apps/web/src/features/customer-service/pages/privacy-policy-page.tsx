import { PageLoading } from '@web/shared/ui/page-loading';
import { CustomerServicePage } from '../components/cs-page';
import type { CustomerServiceTabLinks } from '../components/cs-tabs';
import { LegalDocument } from '../components/legal-document';
import { privacyPolicy } from '../legal/privacy-policy';
import { useLegalParties } from '../legal/use-legal-parties';

/** /customer-service/privacy-policy (spec 001 §2: the text is ours to write). */
export function PrivacyPolicyPage({ links }: { links: CustomerServiceTabLinks }) {
  const parties = useLegalParties();
  return (
    <CustomerServicePage links={links} title="개인정보처리방침" description="어떤 개인정보를 왜 모으고, 얼마나 보관하며, 어떻게 지키는지 알려 드립니다.">
      {parties ? <LegalDocument doc={privacyPolicy(parties)} /> : <PageLoading label="개인정보처리방침을 불러오는 중입니다" />}
    </CustomerServicePage>
  );
}
