import type { AdminListColumn } from './resource';

/** The 번호 column of every admin list: the row's number counting down across pages. */
export function numberColumn<Row>(width = '4.5rem'): AdminListColumn<Row> {
  return { header: '번호', width, align: 'center', cell: (_row, { number }) => number };
}

/** The boards' search: 전체, 제목, 내용. */
export const titleContentSearch = [
  { value: 'all', label: '전체' },
  { value: 'title', label: '제목' },
  { value: 'content', label: '내용' },
] as const;
