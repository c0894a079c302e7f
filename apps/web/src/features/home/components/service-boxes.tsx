import { ChevronRight, Clock, FileText, Headset, MessageCircleHeart, Phone, Printer, ReceiptText } from 'lucide-react';
import { serviceHours } from '@ongi/shared';
import { telHref, useSiteSettings } from '@web/shared/lib/site-settings';
import { AppLink } from '@web/shared/ui/app-link';
import type { HomeLinks } from '../links';
import styles from './side-blocks.module.css';

/** Customer-service box: phone and fax from the site settings, hours (spec 000 §1, 001 §1). */
export function CustomerServiceBox({ links }: { links: HomeLinks }) {
  const { data: settings, isError } = useSiteSettings();
  const phone = settings?.phone;
  return (
    <section className={`${styles.panel} ${styles.cs}`} aria-labelledby="home-cs-title">
      <div className={styles.panelHead}>
        <span className={styles.panelIcon} aria-hidden="true">
          <Headset size={20} />
        </span>
        <h2 id="home-cs-title" className={styles.panelTitle}>
          고객센터
        </h2>
      </div>
      <p className={styles.csPhone}>
        <Phone size={20} aria-hidden="true" />
        {phone ? (
          <a href={telHref(phone)} aria-label={`전화 ${phone}`}>
            {phone}
          </a>
        ) : (
          <span className={styles.csPending}>{isError ? '전화번호를 불러오지 못했습니다' : '불러오는 중'}</span>
        )}
      </p>
      {settings?.fax ? (
        <p className={styles.csLine}>
          <Printer size={16} aria-hidden="true" />
          팩스 {settings.fax}
        </p>
      ) : null}
      <p className={styles.csLine}>
        <Clock size={16} aria-hidden="true" />
        {settings?.hours || serviceHours}
      </p>
      <ul className={styles.csLinks}>
        <li>
          <AppLink to={links.noticeList}>공지사항</AppLink>
        </li>
        <li>
          <AppLink to={links.faq}>자주 묻는 질문</AppLink>
        </li>
        <li>
          <AppLink to={links.inquiry}>1:1 문의</AppLink>
        </li>
      </ul>
    </section>
  );
}

/**
 * Additional services (spec 000 §2): proof documents open the receipt lookup
 * (the spec's purchase history lookup), payment lookup leads to the host's
 * order lookup, sponsor messages to the board of wreath messages.
 */
export function AdditionalServices({ links, onReceiptLookup }: { links: HomeLinks; onReceiptLookup: () => void }) {
  const services = [
    { icon: FileText, title: '증빙서류 발급', text: '결제하신 기부화환의 카드 영수증', action: onReceiptLookup },
    { icon: ReceiptText, title: '결제 내역 조회', text: '비회원 주문도 조회할 수 있어요', to: links.paymentLookup },
    { icon: MessageCircleHeart, title: '후원 메시지', text: '기부화환에 담긴 축하와 위로의 마음', to: links.wreathMessages },
  ];
  return (
    <section className={styles.panel} aria-labelledby="home-services-title">
      <h2 id="home-services-title" className={styles.panelTitle}>
        부가 서비스
      </h2>
      <ul className={styles.services}>
        {services.map(({ icon: Icon, title, text, to, action }) => {
          const inner = (
            <>
              <span className={styles.serviceIcon} aria-hidden="true">
                <Icon size={20} />
              </span>
              <span className={styles.serviceCopy}>
                <span className={styles.serviceTitle}>{title}</span>
                <span className={styles.serviceText}>{text}</span>
              </span>
              <ChevronRight size={18} className={styles.serviceArrow} aria-hidden="true" />
            </>
          );
          return (
            <li key={title}>
              {to ? (
                <AppLink to={to} className={styles.service}>
                  {inner}
                </AppLink>
              ) : (
                <button type="button" className={styles.service} onClick={action} aria-haspopup="dialog">
                  {inner}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
