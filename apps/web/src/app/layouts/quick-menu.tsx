import { useEffect, useState } from 'react';
import { ArrowUp, Flower, Flower2 } from 'lucide-react';
import { AppLink } from '../../shared/ui/app-link';
import { paths, wreathCampaigns } from '../paths';
import styles from './quick-menu.module.css';

/** The quick side menu: the two wreath campaigns and back to top (spec 000 §2). */
export function QuickMenu() {
  // On narrower screens it appears once the page is scrolled, so it never covers the first screen.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 160);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  const toTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <aside className={`${styles.quick} ${scrolled ? styles.shown : ''}`} aria-label="퀵메뉴">
      <p className={styles.heading} aria-hidden="true">
        QUICK
      </p>
      <AppLink to={paths.campaignDetail(wreathCampaigns.celebration)} className={`${styles.item} ${styles.celebration}`}>
        <Flower2 size={20} aria-hidden="true" />
        <span className={styles.label}>축하 기부화환</span>
        <span className={styles.short} aria-hidden="true">
          축하
        </span>
      </AppLink>
      <AppLink to={paths.campaignDetail(wreathCampaigns.condolence)} className={`${styles.item} ${styles.condolence}`}>
        <Flower size={20} aria-hidden="true" />
        <span className={styles.label}>근조 기부화환</span>
        <span className={styles.short} aria-hidden="true">
          근조
        </span>
      </AppLink>
      <button type="button" className={`${styles.item} ${styles.top}`} onClick={toTop} aria-label="맨 위로">
        <ArrowUp size={20} aria-hidden="true" />
        <span className={styles.label} aria-hidden="true">
          TOP
        </span>
      </button>
    </aside>
  );
}
