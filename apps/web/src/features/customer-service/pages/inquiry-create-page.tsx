import { messages } from '@ongi/shared';
import { Info } from 'lucide-react';
import { PageLoading } from '@web/shared/ui/page-loading';
import { CustomerServicePage } from '../components/cs-page';
import { InquiryForm } from '../components/inquiry-form';
import type { CustomerServiceLinks } from '../links';
import styles from './inquiry-create-page.module.css';

interface InquiryCreatePageProps {
  links: CustomerServiceLinks;
  /**
   * Whether a member is logged in (a non-member's order session is not one);
   * undefined while the app still asks. The route reads the account's session.
   */
  isMember: boolean | undefined;
  /** After 문의가 등록 되었습니다. (spec: home). */
  onCreated: () => void;
  onCancel: () => void;
}

/** /customer-service/inquiry-create: a logged-in member starts as 회원, everyone else as 비회원. */
export function InquiryCreatePage({ links, isMember, onCreated, onCancel }: InquiryCreatePageProps) {
  return (
    <CustomerServicePage
      links={links}
      title="1:1 문의"
      description="서비스 이용 중 궁금하거나 불편한 점을 남겨 주시면 영업일 기준 24시간 안에 답변해 드립니다."
    >
      <div className={styles.layout}>
        {isMember === undefined ? (
          <PageLoading label="문의 양식을 준비하는 중입니다" />
        ) : (
          <InquiryForm loggedIn={isMember} onCreated={onCreated} onCancel={onCancel} />
        )}
        <p className={styles.note}>
          <Info size={18} aria-hidden="true" />
          <span>{messages.inquiry.answerNote}</span>
        </p>
      </div>
    </CustomerServicePage>
  );
}
