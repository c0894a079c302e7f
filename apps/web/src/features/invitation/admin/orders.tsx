import { ExternalLink } from 'lucide-react';
import { formatPhone, messages, type AdminFuneralRow, type AdminOrderKind, type AdminWeddingRow } from '@ongi/shared';
import { defineAdminResource, type AdminListColumn } from '@web/shared/admin/resource';
import styles from './orders.module.css';
import { numberColumn } from '@web/shared/admin/columns';
import { invitation as adminInvitationEndpoints } from '@ongi/shared/routes/admin/invitation';

/** Where an order's links lead; the registry passes them from app/paths (always the public number, never the order number). */
export interface OrderLinks {
  /** The guest page (/invitation/{publicNum}). */
  invitationView: (publicNum: string) => string;
  /** The kiosk screen in the order's stored style. */
  kiosk: (publicNum: string, kioskStyle: number) => string;
}

interface SharedRow {
  seq: number;
  orderNum: string;
  publicNum: string;
  campaignName: string | null;
  mapAddress: string | null;
  kioskStyle: number;
}

/** What differs between the two kinds: their words, search options and own columns. */
const kinds = {
  wedding: {
    label: '청첩장 주문',
    page: '청첩장',
    when: '예식 일시',
    day: '예식일',
    venue: '예식장',
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'bride', label: '신부' },
      { value: 'groom', label: '신랑' },
      { value: 'location', label: '장소' },
    ],
    columns: (): AdminListColumn<AdminWeddingRow>[] => [
      { header: '예식 일시', width: '6.5rem', sort: 'eventDate', sortFirst: 'desc', cell: (row) => <DateTime date={row.eventDate} time={row.eventTime} /> },
      CAMPAIGN,
      {
        header: '신랑·신부',
        width: '8rem',
        cell: (row) => (
          <span className={styles.lines}>
            <span>신랑 {row.groomName ?? '-'}</span>
            <span>신부 {row.brideName ?? '-'}</span>
          </span>
        ),
      },
      { header: '예식장', priority: 'secondary', cell: (row) => <Venue name={row.eventLocationName} detail={row.eventLocationDetail} /> },
    ],
  },
  funeral: {
    label: '부고장 주문',
    page: '부고장',
    when: '발인 일시',
    day: '발인일',
    venue: '장례식장',
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'deceased', label: '고인' },
      { value: 'mourners', label: '상주' },
      { value: 'location', label: '장소' },
    ],
    columns: (): AdminListColumn<AdminFuneralRow>[] => [
      { header: '발인 일시', width: '6.5rem', sort: 'eventDate', sortFirst: 'desc', cell: (row) => <DateTime date={row.funeralDate} time={row.funeralTime} /> },
      CAMPAIGN,
      { header: '고인', width: '6rem', cell: (row) => row.deceasedName },
      {
        header: '상주',
        width: '8rem',
        priority: 'secondary',
        cell: (row) => (
          <span className={styles.lines}>
            <span>{[row.mainMournerId, row.mainMournerName].filter(Boolean).join(' ') || '-'}</span>
            {row.mainMournerPhone ? <span className={styles.muted}>{formatPhone(row.mainMournerPhone)}</span> : null}
          </span>
        ),
      },
      { header: '장례식장', priority: 'secondary', cell: (row) => <Venue name={row.funeralLocationName} detail={row.funeralLocationDtl} /> },
    ],
  },
} as const;

const CAMPAIGN: AdminListColumn<SharedRow> = { header: '캠페인', width: '8rem', priority: 'secondary', cell: (row) => row.campaignName ?? '캠페인 없음' };

function DateTime({ date, time }: { date: string; time: string }) {
  return (
    <span className={styles.lines}>
      <span>{date}</span>
      <span className={styles.muted}>{time}</span>
    </span>
  );
}

function Venue({ name, detail }: { name: string; detail: string | null }) {
  return (
    <span className={styles.lines}>
      <span>{name}</span>
      {detail ? <span className={styles.muted}>{detail}</span> : null}
    </span>
  );
}

/**
 * The wedding or funeral order list (spec 002 §2): read only, empty search
 * allowed; number, order number, the kind's columns, map address and the
 * guest page and kiosk links (public number, new tab).
 */
export function orderResource(kind: AdminOrderKind, links: OrderLinks) {
  const own = kinds[kind];
  const columns = [
    { ...numberColumn<SharedRow>('4rem'), priority: 'secondary' },
    { header: '주문번호', width: '8rem', sort: 'orderNum', cell: (row) => <span className={styles.number}>{row.orderNum}</span> },
    ...(own.columns() as AdminListColumn<SharedRow>[]),
    { header: '지도 주소', priority: 'secondary', cell: (row) => row.mapAddress ?? '-' },
    {
      header: '링크',
      width: '6.5rem',
      cell: (row) => (
        <span className={styles.links}>
          <a href={links.invitationView(row.publicNum)} target="_blank" rel="noopener" className={styles.link}>
            {own.page} <ExternalLink size={14} aria-hidden />
            <span className="visually-hidden"> {row.orderNum} 새 탭에서 열기</span>
          </a>
          <a href={links.kiosk(row.publicNum, row.kioskStyle)} target="_blank" rel="noopener" className={styles.link}>
            키오스크 <ExternalLink size={14} aria-hidden />
            <span className="visually-hidden">
              {' '}
              {row.orderNum} 스타일 {row.kioskStyle} 새 탭에서 열기
            </span>
          </a>
        </span>
      ),
    },
  ] satisfies AdminListColumn<SharedRow>[];
  return defineAdminResource({
    key: `${kind}-order`,
    endpoints: adminInvitationEndpoints[kind],
    label: own.label,
    rowKey: (row: SharedRow) => row.seq,
    list: {
      searchTypes: own.searchTypes,
      filters: [{ kind: 'dateRange', label: own.day, from: 'eventFrom', to: 'eventTo' }],
      columns,
      title: `${own.label} 목록`,
      readOnly: true,
      noneSelected: messages.admin.staleSelection,
      deleteConfirm: messages.admin.deleteConfirm,
      note: `주문된 ${own.page}입니다. 링크는 손님에게 공개되는 초대장 번호로 새 탭에서 열립니다.`,
    },
  });
}
