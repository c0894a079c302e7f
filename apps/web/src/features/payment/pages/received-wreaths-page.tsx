import { useQuery } from '@tanstack/react-query';
import { Flower2 } from 'lucide-react';
import { formatDate, formatDateTime, formatNumber, formatWon, receivedWreathPageSize } from '@ongi/shared';
import { useListParams } from '@web/shared/lib/list-params';
import { ListState } from '@web/shared/ui/list-state';
import { Pagination } from '@web/shared/ui/pagination';
import { ResultCount, Screen, ScreenLink } from '@web/shared/ui/screen';
import { receivedWreathQueries, type ReceivedWreath } from '../records-api';
import styles from './received-wreaths-page.module.css';

export interface ReceivedWreathsPageProps {
  /** The host's order number (from the address). */
  orderNum: string;
  /** My orders, where this page is opened from. */
  ordersHref: string;
}

/** /mypage/received-wreaths/{orderNum}: the donation wreaths my invitation received, newest first, 10 a page. */
export function ReceivedWreathsPage({ orderNum, ordersHref }: ReceivedWreathsPageProps) {
  const { page, hrefWith } = useListParams([]);
  const list = useQuery(receivedWreathQueries.list(orderNum, page));
  const summary = list.data?.summary;

  return (
    <Screen
      title="받은 기부화환"
      lead={`주문번호 ${orderNum}의 청첩장·부고장으로 보내 주신 기부화환입니다.`}
      side={
        <ScreenLink to={ordersHref} back>
          주문 조회
        </ScreenLink>
      }
    >
      {summary && summary.paidCount > 0 ? (
        <p className={styles.summary}>
          {formatNumber(summary.paidCount)}개의 기부화환, 모두 {formatWon(summary.totalPaid)} 중 {formatWon(summary.donatedAmount)}이 기부처에 전달됩니다.
        </p>
      ) : null}
      <ResultCount label="전체" total={list.data && !list.isPlaceholderData ? list.data.totalElements : undefined} />
      <ListState
        query={list}
        loadingLabel="받은 기부화환을 불러오는 중입니다"
        errorTitle="받은 기부화환을 불러오지 못했습니다"
        empty={{
          icon: <Flower2 size={24} aria-hidden="true" />,
          title: '아직 받은 기부화환이 없습니다',
          text: '하객·조문객이 기부화환을 보내면 보낸 분과 메시지가 여기에 나타납니다.',
        }}
      >
        {(data, { busy }) => (
          <ul className={styles.list} aria-busy={busy || undefined} aria-label={`받은 기부화환, ${page}페이지`}>
            {data.content.map((wreath) => (
              <WreathItem key={wreath.paymentSeq} wreath={wreath} />
            ))}
          </ul>
        )}
      </ListState>
      <Pagination
        page={page}
        totalElements={list.data?.totalElements ?? 0}
        pageSize={receivedWreathPageSize}
        hrefFor={(target) => hrefWith({ page: target })}
        label="받은 기부화환 페이지"
      />
    </Screen>
  );
}

function WreathItem({ wreath }: { wreath: ReceivedWreath }) {
  return (
    <li className={styles.item}>
      <p className={styles.name}>{wreath.name}</p>
      <p className={styles.amount}>
        {formatWon(wreath.amount)}
        {wreath.status === 'PARTIAL_CANCELLED' ? <span className={styles.partial}>(부분취소)</span> : null}
      </p>
      {/* Plain text: a payer's message is never read as HTML. */}
      {wreath.message ? <p className={styles.message}>{wreath.message}</p> : null}
      <p className={styles.meta}>
        <time dateTime={formatDate(wreath.paidAt)}>{formatDateTime(wreath.paidAt)}</time>
      </p>
    </li>
  );
}
