import { useQuery } from '@tanstack/react-query';
import { HeartHandshake } from 'lucide-react';
import { formatWon } from '@ongi/shared';
import { SenderAvatar } from '@web/shared/ui/sender-avatar';
import { homeQueries } from '../api';
import { BlockContent, Skeleton } from './home-section';
import styles from './side-blocks.module.css';

/** Thankful donors: name, campaign, amount, from payments whose status is PAID (spec 000 §2). */
export function ThankfulDonors() {
  const query = useQuery(homeQueries.list('donors'));
  return (
    <section className={styles.panel} aria-labelledby="home-donors-title">
      <div className={styles.panelHead}>
        <span className={styles.panelIcon} aria-hidden="true">
          <HeartHandshake size={20} />
        </span>
        <div>
          <h2 id="home-donors-title" className={styles.panelTitle}>
            고마운 기부자
          </h2>
          <p className={styles.panelLead}>최근 기부화환으로 마음을 나눠 주신 분들입니다.</p>
        </div>
      </div>
      <BlockContent
        query={query}
        what="기부자 목록을"
        empty="첫 번째 기부화환의 주인공이 되어 주세요."
        skeleton={
          <ul className={styles.donors}>
            {[0, 1, 2, 3, 4].map((key) => (
              <li key={key} className={styles.donor}>
                <Skeleton width={36} height={36} radius="var(--radius-pill)" />
                <Skeleton height={14} width="60%" />
              </li>
            ))}
          </ul>
        }
      >
        {(items) => (
          <ul className={styles.donors}>
            {items.map((donor, index) => (
              <li key={`${donor.paidAt}-${index}`} className={styles.donor}>
                <SenderAvatar name={donor.name} />
                <div className={styles.donorWho}>
                  <p className={styles.donorName}>{donor.name}님</p>
                  {donor.campaignName ? <p className={styles.donorCampaign}>{donor.campaignName}</p> : null}
                </div>
                <p className={styles.donorAmount}>{formatWon(donor.amount)}</p>
              </li>
            ))}
          </ul>
        )}
      </BlockContent>
    </section>
  );
}
