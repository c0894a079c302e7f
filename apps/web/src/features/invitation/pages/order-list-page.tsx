import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { betweenQuerySchema, filterDaysLabel, filterStartDate, orderFilterDays, todayInSeoul, type OrderFilterDays } from '@ongi/shared';
import { useListParams } from '../../../shared/lib/list-params';
import { AppLink } from '../../../shared/ui/app-link';
import { FilterTabs } from '../../../shared/ui/filter-tabs';
import { invitationQueries, type OrderPeriod } from '../api';
import { DateRangeForm } from '../components/date-range-form';
import { OrderResults } from '../components/order-results';
import type { MyOrderLinks, WriteReview } from '../links';
import { useWriteReview } from '../use-write-review';
import styles from './my-orders-page.module.css';

const listKeys = ['days', 'startDate', 'endDate'] as const;

function readDays(value: string | undefined): OrderFilterDays {
  const found = orderFilterDays.find((days) => String(days) === value);
  return found ?? 'all';
}

/** A range in the address wins over a period; a range that the server would refuse is ignored. */
function readPeriod(values: Record<(typeof listKeys)[number], string | undefined>): OrderPeriod {
  const { startDate, endDate } = values;
  if (startDate && endDate && betweenQuerySchema.safeParse({ startDate, endDate }).success) {
    return { kind: 'between', startDate, endDate };
  }
  return { kind: 'ago', daysAgo: readDays(values.days) };
}

function periodLabel(period: OrderPeriod): string {
  if (period.kind === 'between') return `${period.startDate} ~ ${period.endDate} 주문`;
  return period.daysAgo === 'all' ? '전체 주문' : `${filterDaysLabel(period.daysAgo)} 주문`;
}

/**
 * /mypage/order-list: every order of the member by period (전체, 오늘, 10일 … 90일)
 * or by a range of days, 10 per page. The period lives in the address, so the
 * back button returns to it.
 */
export function OrderListPage({ links, writeReview }: { links: MyOrderLinks; writeReview: WriteReview }) {
  const titleId = useId();
  const navigate = useNavigate();
  const { page, values, hrefWith } = useListParams(listKeys);
  const period = readPeriod(values);
  const orders = useQuery(invitationQueries.list({ page, period }));
  const onWriteReview = useWriteReview(writeReview);
  const today = todayInSeoul();

  const activeKey = period.kind === 'ago' ? String(period.daysAgo) : 'range';
  const items = orderFilterDays.map((days) => ({
    key: String(days),
    label: filterDaysLabel(days),
    href: hrefWith({ days: days === 'all' ? undefined : days, startDate: undefined, endDate: undefined }),
  }));
  // The form shows the days the chosen period covers, so a range can start from it.
  const shownRange =
    period.kind === 'between'
      ? { startDate: period.startDate, endDate: period.endDate }
      : { startDate: filterStartDate(period.daysAgo) ?? '', endDate: period.daysAgo === 'all' ? '' : today };

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.head}>
        <div>
          <h1 id={titleId} className={styles.title}>
            주문 조회
          </h1>
          <p className={styles.lead}>만드신 청첩장·부고장 주문을 기간별로 확인하고 상품평을 남길 수 있습니다.</p>
        </div>
        <AppLink to={links.cancelList} className={styles.more}>
          취소 내역
          <ChevronRight size={16} aria-hidden="true" />
        </AppLink>
      </header>
      <div className={styles.filters}>
        <FilterTabs label="조회 기간" items={items} activeKey={activeKey} variant="chips" />
        <DateRangeForm
          key={`${shownRange.startDate}|${shownRange.endDate}`}
          startDate={shownRange.startDate}
          endDate={shownRange.endDate}
          max={today}
          onSearch={(range) => navigate(hrefWith({ days: undefined, ...range }))}
        />
      </div>
      <OrderResults
        query={orders}
        page={page}
        links={links}
        label={periodLabel(period)}
        emptyTitle="이 기간에 주문 내역이 없습니다"
        emptyText="다른 기간을 고르시거나 새 청첩장·부고장을 만들어 보세요."
        hrefForPage={(target) => hrefWith({ page: target })}
        onWriteReview={onWriteReview}
      />
    </section>
  );
}
