import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './pagination.module.css';

interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalElements: number;
  pageSize: number;
  /** Where a page lives: lists keep their page in the URL so it can be shared and the back button works. */
  hrefFor: (page: number) => string;
  /** How many page numbers to show around the current one. */
  window?: number;
  label?: string;
  /** Keep the scroll position (a list inside a longer page, such as reviews). */
  preventScrollReset?: boolean;
}

/** First, previous, numbered pages, next and last, as real links. */
export function Pagination({ page, totalElements, pageSize, hrefFor, window = 5, label = '페이지 이동', preventScrollReset = false }: PaginationProps) {
  const totalPages = Math.max(1, Math.ceil(totalElements / pageSize));
  if (totalElements <= pageSize) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const blockStart = Math.floor((current - 1) / window) * window + 1;
  const blockEnd = Math.min(totalPages, blockStart + window - 1);
  const pages = Array.from({ length: blockEnd - blockStart + 1 }, (_, index) => blockStart + index);

  const edge = (target: number, disabled: boolean, name: string, icon: ReactNode) =>
    disabled ? (
      <span className={styles.edge} aria-hidden="true">
        {icon}
      </span>
    ) : (
      <Link className={styles.edge} to={hrefFor(target)} aria-label={name} preventScrollReset={preventScrollReset}>
        {icon}
      </Link>
    );

  return (
    <nav className={styles.pagination} aria-label={label}>
      {edge(1, current === 1, '첫 페이지', <ChevronsLeft size={16} aria-hidden />)}
      {edge(current - 1, current === 1, '이전 페이지', <ChevronLeft size={16} aria-hidden />)}
      <ol className={styles.pages}>
        {pages.map((number) => (
          <li key={number}>
            <Link
              className={number === current ? `${styles.page} ${styles.current}` : styles.page}
              to={hrefFor(number)}
              preventScrollReset={preventScrollReset}
              aria-current={number === current ? 'page' : undefined}
              aria-label={`${number} 페이지`}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {edge(current + 1, current === totalPages, '다음 페이지', <ChevronRight size={16} aria-hidden />)}
      {edge(totalPages, current === totalPages, '마지막 페이지', <ChevronsRight size={16} aria-hidden />)}
    </nav>
  );
}
