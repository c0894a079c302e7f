import { useQuery } from '@tanstack/react-query';
import { filterDaysLabel, orderFilterDays } from '@ongi/shared';
import { PeriodFilter, usePeriodParams } from '@web/shared/ui/period-filter';
import { Screen, ScreenLink } from '@web/shared/ui/screen';
import { invitationQueries, type OrderPeriod } from '../api';
import { OrderResults } from '../components/order-results';
import type { MyOrderLinks, WriteReview } from '../links';
import { useWriteReview } from '../use-write-review';

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
  const params = usePeriodParams({ choices: orderFilterDays, defaultChoice: 'all', withRange: true });
  const { page, range, hrefWith } = params;
  const period: OrderPeriod = range ? { kind: 'between', ...range } : { kind: 'ago', daysAgo: params.days };
  const orders = useQuery(invitationQueries.list({ page, period }));
  const onWriteReview = useWriteReview(writeReview);

  return (
    <Screen
      title="주문 조회"
      lead="만드신 청첩장·부고장 주문을 기간별로 확인하고 상품평을 남길 수 있습니다."
      side={<ScreenLink to={links.cancelList}>취소 내역</ScreenLink>}
    >
      <PeriodFilter period={params} />
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
    </Screen>
  );
}
