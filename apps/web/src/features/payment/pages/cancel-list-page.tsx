import { useQuery } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { formatDate, formatDateTime, formatWon } from '@ongi/shared';
import { useListParams } from '@web/shared/lib/list-params';
import { ListState } from '@web/shared/ui/list-state';
import { Pagination } from '@web/shared/ui/pagination';
import { ResultCount, Screen, ScreenLink } from '@web/shared/ui/screen';
import { cancelListPageSize, paymentQueries, type CancelledPayment } from '../api';
import styles from './cancel-list-page.module.css';

const statusLabels: Record<CancelledPayment['status'], string> = {
  CANCELLED: '취소',
  PARTIAL_CANCELLED: '부분취소',
};

/** /mypage/cancel-list: payments I made that were cancelled or refunded, newest first, 10 per page. */
export function CancelListPage({ orderListHref }: { orderListHref: string }) {
  const { page, hrefWith } = useListParams([]);
  const list = useQuery(paymentQueries.cancelList(page));

  return (
    <Screen
      title="취소 내역"
      lead="로그인한 상태로 결제하신 기부화환 중 취소되거나 환불된 결제입니다."
      side={
        <ScreenLink to={orderListHref} back>
          주문 조회
        </ScreenLink>
      }
    >
      <ResultCount label="전체" total={list.data && !list.isPlaceholderData ? list.data.totalElements : undefined} />
      <div className={styles.board}>
        <ListState
          query={list}
          loadingLabel="취소 내역을 불러오는 중입니다"
          errorTitle="취소 내역을 불러오지 못했습니다"
          empty={{
            icon: <ReceiptText size={24} aria-hidden="true" />,
            title: '취소·환불된 결제가 없습니다',
            text: '로그인한 상태로 보내신 기부화환 결제가 취소되거나 환불되면 여기에 나타납니다.',
          }}
        >
          {(data, { busy }) => (
            <table className={styles.table} aria-busy={busy || undefined}>
              <caption className="visually-hidden">취소 내역, {page}페이지</caption>
              <thead className={styles.head}>
                <tr>
                  <th scope="col" className={styles.orderCol}>
                    결제 정보
                  </th>
                  <th scope="col" className={styles.moneyCol}>
                    결제 금액
                  </th>
                  <th scope="col" className={styles.moneyCol}>
                    취소 금액
                  </th>
                  <th scope="col" className={styles.statusCol}>
                    상태
                  </th>
                  <th scope="col" className={styles.dateCol}>
                    결제일
                  </th>
                  <th scope="col" className={styles.dateCol}>
                    취소일
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((payment) => (
                  <CancelRow key={payment.paymentSeq} payment={payment} />
                ))}
              </tbody>
            </table>
          )}
        </ListState>
      </div>
      <Pagination
        page={page}
        totalElements={list.data?.totalElements ?? 0}
        pageSize={cancelListPageSize}
        hrefFor={(target) => hrefWith({ page: target })}
        label="취소 내역 페이지"
      />
    </Screen>
  );
}

function CancelRow({ payment }: { payment: CancelledPayment }) {
  const partial = payment.status === 'PARTIAL_CANCELLED';
  return (
    <tr className={styles.row} data-payment-id={payment.paymentId}>
      <td className={styles.order}>
        <span className={styles.campaign}>{payment.campaignName ?? '기부화환'}</span>
        <span className={styles.ids}>결제번호 {payment.paymentId}</span>
      </td>
      <td className={styles.money}>
        <span className={styles.phoneLabel}>결제 금액</span>
        {formatWon(payment.amount)}
      </td>
      <td className={`${styles.money} ${styles.cancelled}`}>
        <span className={styles.phoneLabel}>취소 금액</span>
        {formatWon(payment.cancelledAmount)}
      </td>
      <td className={styles.status}>
        <span className={`${styles.badge} ${partial ? styles.partial : ''}`}>{statusLabels[payment.status]}</span>
      </td>
      <td className={styles.date}>
        <span className={styles.phoneLabel}>결제일</span>
        {payment.paidAt ? <time dateTime={formatDate(payment.paidAt)}>{formatDateTime(payment.paidAt)}</time> : '-'}
      </td>
      <td className={styles.date}>
        <span className={styles.phoneLabel}>취소일</span>
        {payment.cancelledAt ? <time dateTime={formatDate(payment.cancelledAt)}>{formatDateTime(payment.cancelledAt)}</time> : '-'}
      </td>
    </tr>
  );
}
