import { useQuery } from '@tanstack/react-query';
import { recentOrderDays } from '@ongi/shared';
import { useListParams } from '@web/shared/lib/list-params';
import { Screen, ScreenLink } from '@web/shared/ui/screen';
import { invitationQueries } from '../api';
import { OrderResults } from '../components/order-results';
import type { MyOrderLinks, WriteReview } from '../links';
import { useWriteReview } from '../use-write-review';

interface RecentOrderPageProps {
  links: MyOrderLinks;
  writeReview: WriteReview;
  /** A non-member's session holds one order and no history beyond it. */
  isNonMember: boolean;
}

/**
 * /mypage/recent-order (MyPage): the orders of the last 30 days. A non-member
 * sees the one order they logged in with.
 */
export function RecentOrderPage({ links, writeReview, isNonMember }: RecentOrderPageProps) {
  const { page, hrefWith } = useListParams([]);
  // A non-member's one order may be older than the recent window: theirs is always shown.
  const orders = useQuery(invitationQueries.list({ page, period: { kind: 'ago', daysAgo: isNonMember ? 'all' : recentOrderDays } }));
  const onWriteReview = useWriteReview(writeReview);

  return (
    <Screen
      title="최근 주문"
      lead={isNonMember ? '로그인하신 주문의 내역입니다.' : `최근 ${recentOrderDays}일 동안 만드신 청첩장·부고장 주문입니다.`}
      side={isNonMember ? null : <ScreenLink to={links.orderList}>전체 주문 조회</ScreenLink>}
    >
      <OrderResults
        query={orders}
        page={page}
        links={links}
        label={isNonMember ? '주문' : `최근 ${recentOrderDays}일 주문`}
        emptyTitle={isNonMember ? '주문 내역이 없습니다' : `최근 ${recentOrderDays}일 동안 주문 내역이 없습니다`}
        emptyText={isNonMember ? undefined : '지난 주문은 주문 조회에서 기간을 골라 확인하실 수 있습니다.'}
        hrefForPage={(target) => hrefWith({ page: target })}
        onWriteReview={onWriteReview}
      />
    </Screen>
  );
}
