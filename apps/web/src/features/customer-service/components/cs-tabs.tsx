import { useRef } from 'react';
import { useLocation } from 'react-router';
import { Clock, Headset, Phone, Printer } from 'lucide-react';
import { serviceHours } from '@ongi/shared';
import { useCurrentTabInView } from '@web/shared/lib/scroll-into-view';
import { telHref, useSiteSettings } from '@web/shared/lib/site-settings';
import { AppLink } from '@web/shared/ui/app-link';
import styles from './cs-tabs.module.css';

/** The customer-service addresses the tab bar links to (`paths.customerService` fits as it is). */
export interface CustomerServiceTabLinks {
  notice: string;
  faq: string;
  inquiryCreate: string;
  termsOfUse: string;
  privacyPolicy: string;
  refundPolicy: string;
}

const tabs: ReadonlyArray<{ key: keyof CustomerServiceTabLinks; label: string }> = [
  { key: 'notice', label: '공지사항' },
  { key: 'faq', label: '자주 묻는 질문' },
  { key: 'inquiryCreate', label: '1:1 문의' },
  { key: 'termsOfUse', label: '이용약관' },
  { key: 'privacyPolicy', label: '개인정보처리방침' },
  { key: 'refundPolicy', label: '환불 정책' },
];

/**
 * The tab whose address the current path begins with: the notice tab stays
 * active on a notice's detail (/customer-service/notice-dtl/3).
 */
function activeTab(pathname: string, links: CustomerServiceTabLinks) {
  let best: keyof CustomerServiceTabLinks | null = null;
  for (const { key } of tabs) {
    const href = links[key];
    if (pathname.startsWith(href) && (!best || href.length > links[best].length)) best = key;
  }
  return best;
}

/**
 * The customer-service header (service hours, phone and fax) and its five tabs
 * (spec 001 §2). Each tab is a link, so selecting one navigates; the active
 * tab follows the current path. On phones the tabs scroll sideways and the
 * active one is brought into view.
 */
export function CustomerServiceTabs({ links }: { links: CustomerServiceTabLinks }) {
  const { pathname } = useLocation();
  const { data: settings } = useSiteSettings();
  const listRef = useRef<HTMLUListElement>(null);
  const active = activeTab(pathname, links);

  useCurrentTabInView(listRef, active);

  return (
    <div className={styles.band}>
      <div className={styles.intro}>
        <p className={styles.name}>
          <Headset size={22} strokeWidth={1.75} aria-hidden="true" />
          고객센터
        </p>
        <ul className={styles.contact} aria-label="고객센터 안내">
          <li>
            <Clock size={15} aria-hidden="true" />
            {settings?.hours || serviceHours}
          </li>
          {settings?.phone ? (
            <li>
              <Phone size={15} aria-hidden="true" />
              <a href={telHref(settings.phone)}>{settings.phone}</a>
            </li>
          ) : null}
          {settings?.fax ? (
            <li>
              <Printer size={15} aria-hidden="true" />
              팩스 {settings.fax}
            </li>
          ) : null}
        </ul>
      </div>
      <nav className={styles.nav} aria-label="고객센터 메뉴">
        <ul ref={listRef} className={styles.list}>
          {tabs.map(({ key, label }) => {
            const href = links[key];
            const isActive = key === active;
            return (
              <li key={key}>
                <AppLink to={href} className={styles.tab} aria-current={isActive ? (pathname === href ? 'page' : 'true') : undefined}>
                  {label}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
