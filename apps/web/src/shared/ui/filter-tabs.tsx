import { useRef } from 'react';
import { formatNumber } from '@ongi/shared';
import { Link } from 'react-router';
import { useCurrentTabInView } from '../lib/scroll-into-view';
import styles from './filter-tabs.module.css';

export interface FilterTabItem {
  key: string;
  label: string;
  /** The list's address with this filter applied (filters live in the URL). */
  href: string;
}

interface FilterTabsProps {
  /** Accessible name of the group, e.g. '카테고리'. */
  label: string;
  items: readonly FilterTabItem[];
  activeKey: string;
  /** Shown beside the active tab: how many items the filtered list holds. */
  count?: number;
  /** 'tabs' underline (category), 'chips' rounded (a second, coarser filter). */
  variant?: 'tabs' | 'chips';
}

/**
 * Filter tabs as real links, so a filtered list can be shared and the back
 * button returns to it. The active one carries aria-current and the count.
 */
export function FilterTabs({ label, items, activeKey, count, variant = 'tabs' }: FilterTabsProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: keep the chosen tab in view, again when its count arrives and widens it.
  useCurrentTabInView(rowRef, `${activeKey}/${items.length}/${count ?? ''}`);

  return (
    <nav aria-label={label} className={`${styles.nav} ${styles[variant]}`}>
      <ul ref={rowRef} className={styles.list}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key}>
              <Link to={item.href} preventScrollReset aria-current={active ? 'true' : undefined} className={styles.tab}>
                {item.label}
                {active && count !== undefined ? (
                  <>
                    {' '}
                    <span className={styles.count}>
                      {formatNumber(count)}
                      <span className="visually-hidden">개</span>
                    </span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The tab row while the categories load: same height, nothing to click. */
export function FilterTabsSkeleton({ variant = 'tabs' }: { variant?: 'tabs' | 'chips' }) {
  return (
    <div className={`${styles.nav} ${styles[variant]}`} aria-hidden="true">
      <ul className={styles.list}>
        {[56, 72, 64, 80].map((width) => (
          <li key={width}>
            <span className={`${styles.tab} ${styles.skeleton}`} style={{ width }} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What a list page hands to the category filter the route composes in:
 * the chosen category, the list's count and where each category lives.
 */
export interface CategoryFilterSlotProps {
  activeSeq?: number;
  count?: number;
  hrefFor: (categorySeq?: number) => string;
}
