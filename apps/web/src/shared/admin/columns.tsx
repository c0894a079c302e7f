import { formatDate, formatDateTime } from '@ongi/shared';
import styles from './columns.module.css';
import type { AdminListColumn } from './resource';

/** The 번호 column of every admin list: the row's number counting down across pages. */
export function numberColumn<Row>(width = '4.5rem'): AdminListColumn<Row> {
  return { header: '번호', width, align: 'center', cell: (_row, { number }) => number };
}

/**
 * When a row was made (등록일, 가입일, 생성일; with its time: 일시, 요청 일시):
 * sortable, newest first on its first click, folded away on a phone unless the
 * list says it is a key column.
 */
export function createdAtColumn<Row extends { createDate: string }>(
  header = '등록일',
  options: { width?: string; key?: boolean; withTime?: boolean } = {},
): AdminListColumn<Row> {
  return {
    header,
    // Wide enough for '2026-05-09 14:30' in bold too (an alert nobody has acknowledged), so it breaks only on a phone.
    width: options.width ?? (options.withTime ? '9.5rem' : '7rem'),
    align: 'center',
    sort: 'createdAt',
    sortFirst: 'desc',
    ...(options.key ? {} : { priority: 'secondary' as const }),
    cell: (row) => (options.withTime ? <DateAndTime value={row.createDate} /> : formatDate(row.createDate)),
  };
}

/** '2026-05-09 14:30', breaking only between the day and the time where the column is narrow (a phone). */
function DateAndTime({ value }: { value: string }) {
  const [day, time] = formatDateTime(value).split(' ');
  return (
    <time className={styles.dateTime} dateTime={value}>
      <span>{day}</span> <span>{time}</span>
    </time>
  );
}

/** The boards' search: 전체, 제목, 내용. */
export const titleContentSearch = [
  { value: 'all', label: '전체' },
  { value: 'title', label: '제목' },
  { value: 'content', label: '내용' },
] as const;
