import { ArrowUp, Flower, Flower2 } from 'lucide-react';
import { AppLink } from '@web/shared/ui/app-link';
import { paths, wreathCampaigns } from '../paths';
import styles from './quick-menu.module.css';

/**
 * The quick side menu: the two wreath campaigns (their pages, with the payment
 * modal open) and back to top (spec 000 §2).
 * Where the screen leaves a margin beside the content it floats there; on
 * phones and tablets there is no such margin, so it takes a row of its own at
 * the end of the page instead of lying over the content.
 */
export function QuickMenu() {
  const toTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <aside className={styles.quick} aria-label="퀵메뉴">
      <p className={styles.heading} aria-hidden="true">
        QUICK
      </p>
      <AppLink to={paths.sendWreath(wreathCampaigns.celebration)} className={`${styles.item} ${styles.celebration}`}>
        <Flower2 size={20} aria-hidden="true" />
        <span className={styles.label}>축하 기부화환</span>
        <span className={styles.short} aria-hidden="true">
          축하
        </span>
      </AppLink>
      <AppLink to={paths.sendWreath(wreathCampaigns.condolence)} className={`${styles.item} ${styles.condolence}`}>
        <Flower size={20} aria-hidden="true" />
        <span className={styles.label}>근조 기부화환</span>
        <span className={styles.short} aria-hidden="true">
          근조
        </span>
      </AppLink>
      <button type="button" className={`${styles.item} ${styles.top}`} onClick={toTop}>
        <ArrowUp size={20} aria-hidden="true" />
        <span className={styles.label}>맨 위로</span>
      </button>
    </aside>
  );
}
