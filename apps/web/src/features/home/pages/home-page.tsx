import { startTransition, useEffect, useState } from 'react';
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

/** True until the home page has drawn once in this document. */
let firstDrawOfDocument = true;

/**
 * Whether the blocks under the first screen are drawn yet. On the page a
 * visit opens with, they follow the blocks above in a transition (React
 * yields to the browser while rendering it), so the first frame lays out and
 * paints only what is on screen: drawn together, that frame was the longest
 * task of the page's load on a slow phone (decision 014, appendix C). Coming
 * back to home within the visit draws it whole at once, so the scroll
 * position the router restores is there to scroll to; until then their
 * place keeps the page as tall as it will be.
 */
function useLowerBlocksShown(): boolean {
  const [shown, setShown] = useState(!firstDrawOfDocument);
  useEffect(() => {
    firstDrawOfDocument = false;
    startTransition(() => setShown(true));
  }, []);
  return shown;
}

/**
 * The public home page (spec 000 §2): banner, where to start, notices,
 * sponsor news, best reviews, thankful donors, customer service and the
 * additional services, with the active popups. One request per block.
 */
export function HomePage({ links, onReceiptLookup }: { links: HomeLinks; onReceiptLookup: () => void }) {
  const lowerBlocksShown = useLowerBlocksShown();
  return (
    <div className={styles.home}>
      <h1 id={titleId} className="visually-hidden" tabIndex={-1}>
        온기 — 꽃 대신 마음을 전하는 디지털 기부화환
      </h1>
      <HomePopups returnFocusTo={titleId} />
      <HomeBanner links={links} />
      <NoticeTicker links={links} />
      <StartCards links={links} />
      {lowerBlocksShown ? (
        <>
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
        </>
      ) : (
        <div className={styles.lowerPending} />
      )}
    </div>
  );
}
