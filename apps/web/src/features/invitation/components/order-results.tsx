import type { UseQueryResult } from '@tanstack/react-query';
import { AppLink } from '../../../shared/ui/app-link';
import { PackageOpen, RotateCw } from 'lucide-react';
import { myOrderPageSize } from '@ongi/shared';
import { errorMessage } from '../../../shared/lib/api';
import { Button, buttonClass } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Pagination } from '../../../shared/ui/pagination';
import { ResultCount } from '../../../shared/ui/screen';
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
  if (query.isPending) return <PageLoading label="주문 내역을 불러오는 중입니다" />;
  if (query.isError && !query.data) {
    return (
      <EmptyState
        tone="error"
        icon={<RotateCw size={24} aria-hidden="true" />}
        title="주문 내역을 불러오지 못했습니다"
        text={errorMessage(query.error)}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            다시 시도
          </Button>
        }
      />
    );
  }
  const { content, totalElements } = query.data;
  return (
    <div className={styles.results}>
      <ResultCount label={label} total={query.isPlaceholderData ? undefined : totalElements} />
      {content.length === 0 ? (
        <EmptyState
          icon={<PackageOpen size={24} aria-hidden="true" />}
          title={emptyTitle}
          text={emptyText}
          actions={
            <>
              <AppLink to={links.wedding} className={buttonClass('secondary', 'sm')}>
                청첩장 만들기
              </AppLink>
              <AppLink to={links.funeral} className={buttonClass('secondary', 'sm')}>
                부고장 만들기
              </AppLink>
            </>
          }
        />
      ) : (
        <ul className={styles.list} aria-label="주문 목록" aria-busy={query.isPlaceholderData || undefined}>
          {content.map((order) => (
            <li key={order.orderNum}>
              <OrderCard order={order} links={links} onWriteReview={onWriteReview} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalElements={totalElements} pageSize={myOrderPageSize} hrefFor={hrefForPage} label="주문 목록 페이지" />
    </div>
  );
}
