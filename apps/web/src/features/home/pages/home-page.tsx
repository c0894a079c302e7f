import { BestReviews } from '../components/best-reviews';
import { HomeBanner } from '../components/home-banner';
import { HomePopups } from '../components/home-popups';
import { NoticeTicker } from '../components/notice-ticker';
import { AdditionalServices, CustomerServiceBox } from '../components/service-boxes';
import { SponsorNews } from '../components/sponsor-news';
import { StartCards } from '../components/start-cards';
import { ThankfulDonors } from '../components/thankful-donors';
import type { HomeLinks } from '../links';
import styles from './home-page.module.css';

export type { HomeLinks } from '../links';

const titleId = 'home-title';

/**
 * The public home page (spec 000 §2): banner, where to start, notices,
 * sponsor news, best reviews, thankful donors, customer service and the
 * additional services, with the active popups. One request per block.
 */
export function HomePage({ links, onReceiptLookup }: { links: HomeLinks; onReceiptLookup: () => void }) {
  return (
    <div className={styles.home}>
      <h1 id={titleId} className="visually-hidden" tabIndex={-1}>
        온기 — 꽃 대신 마음을 전하는 디지털 기부화환
      </h1>
      <HomePopups returnFocusTo={titleId} />
      <HomeBanner links={links} />
      <NoticeTicker links={links} />
      <StartCards links={links} />
      <SponsorNews links={links} />
      <BestReviews links={links} />
      <div className={styles.bottom}>
        <div className={styles.bottomGrid}>
          <ThankfulDonors />
          <div className={styles.side}>
            <CustomerServiceBox links={links} />
            <AdditionalServices links={links} onReceiptLookup={onReceiptLookup} />
          </div>
        </div>
      </div>
    </div>
  );
}
