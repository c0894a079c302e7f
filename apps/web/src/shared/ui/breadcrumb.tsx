import { ChevronRight } from 'lucide-react';
import { AppLink } from './app-link';
import styles from './breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Leave out for the current page (the last item). */
  to?: string;
}

/** Where the page sits: 홈 > 디지털 기부화환. The last item is the current page. */
export function Breadcrumb({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="현재 위치" className={[styles.breadcrumb, className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {item.to && !last ? (
                <AppLink to={item.to} className={styles.link}>
                  {item.label}
                </AppLink>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={styles.current}>
                  {item.label}
                </span>
              )}
              {last ? null : <ChevronRight size={14} className={styles.separator} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
