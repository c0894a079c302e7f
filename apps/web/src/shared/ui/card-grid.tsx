import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

export type CardLayout = 'gallery' | 'list';

interface CardGridProps {
  layout?: CardLayout;
  /** True while the next page loads over the current one (kept on screen, dimmed). */
  busy?: boolean;
  label?: string;
  children: ReactNode;
}

/** The gallery of a public list: 2 columns on a phone, 3 on a tablet, 4 on a desktop; or one row per item. */
export function CardGrid({ layout = 'gallery', busy = false, label, children }: CardGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[layout]} ${busy ? styles.busy : ''}`} data-layout={layout} aria-busy={busy || undefined} aria-label={label}>
      {children}
    </ul>
  );
}

/** Grey cards in the gallery's shape while the first page loads (ListState reads out what is loading). */
export function CardGridSkeleton({ layout = 'gallery', count = 8 }: { layout?: CardLayout; count?: number }) {
  return (
    <ul className={`${styles.grid} ${styles[layout]}`}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonCard}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonBody}>
            <span className={styles.skeletonLine} style={{ width: '36%' }} />
            <span className={styles.skeletonLine} style={{ width: '88%' }} />
            <span className={styles.skeletonLine} style={{ width: '64%' }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
