import type { UseQueryResult } from '@tanstack/react-query';
import { AppLink } from '@web/shared/ui/app-link';
import { PackageOpen } from 'lucide-react';
import { myOrderPageSize } from '@ongi/shared';
import { buttonClass } from '@web/shared/ui/button';
import { ListState } from '@web/shared/ui/list-state';
import { Pagination } from '@web/shared/ui/pagination';
import { ResultCount } from '@web/shared/ui/screen';
import type { MemberOrder, MemberOrderPage } from '../api';
import type { MyOrderLinks } from '../links';
import { OrderCard } from './order-card';
import styles from './order-results.module.css';

interface OrderResultsProps {
  query: UseQueryResult<MemberOrderPage, unknown>;
  page: number;
  links: MyOrderLinks;
  /** What the list holds, read out before the count ('최근 30일 주문'). */
  label: string;
  emptyTitle: string;
  emptyText?: string;
  hrefForPage: (page: number) => string;
  onWriteReview: (order: MemberOrder) => void;
}

/** The orders of one period: loading, could not load, none, or the cards with their pages. */
export function OrderResults({ query, page, links, label, emptyTitle, emptyText, hrefForPage, onWriteReview }: OrderResultsProps) {
  const { data, isPlaceholderData } = query;
  return (
    <div className={styles.results}>
      <ResultCount label={label} total={data && !isPlaceholderData ? data.totalElements : undefined} />
      <ListState
        query={query}
        loadingLabel="주문 내역을 불러오는 중입니다"
        errorTitle="주문 내역을 불러오지 못했습니다"
        empty={{
          icon: <PackageOpen size={24} aria-hidden="true" />,
          title: emptyTitle,
          text: emptyText,
          actions: (
            <>
              <AppLink to={links.wedding} className={buttonClass('secondary', 'sm')}>
                청첩장 만들기
              </AppLink>
              <AppLink to={links.funeral} className={buttonClass('secondary', 'sm')}>
                부고장 만들기
              </AppLink>
            </>
          ),
        }}
      >
        {({ content }, { busy }) => (
          <ul className={styles.list} aria-label="주문 목록" aria-busy={busy || undefined}>
            {content.map((order) => (
              <li key={order.orderNum}>
                <OrderCard order={order} links={links} onWriteReview={onWriteReview} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <Pagination page={page} totalElements={data?.totalElements ?? 0} pageSize={myOrderPageSize} hrefFor={hrefForPage} label="주문 목록 페이지" />
    </div>
  );
}
