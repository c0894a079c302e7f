import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { FileSearch, Paperclip } from 'lucide-react';
import { formatDate, formatNumber, pageSizes, type NoticeRow } from '@ongi/shared';
import { useListLinkState, type FromListState } from '@web/shared/lib/back-link';
import { useListParams } from '@web/shared/lib/list-params';
import { ListState } from '@web/shared/ui/list-state';
import { Pagination } from '@web/shared/ui/pagination';
import { noticeQueries } from '../api';
import { BoardSearch, isSearchType } from '../components/board-search';
import { CustomerServicePage } from '../components/cs-page';
import type { CustomerServiceLinks } from '../links';
import styles from './notice-list-page.module.css';

const listKeys = ['searchType', 'searchWord'] as const;

/** /customer-service/notice: pinned notices first, search by all / title / content, 10 per page (spec 001 §2). */
export function NoticeListPage({ links }: { links: CustomerServiceLinks }) {
  const navigate = useNavigate();
  const { page, values, hrefWith } = useListParams(listKeys);
  const searchWord = values.searchWord?.trim() ?? '';
  const searchType = isSearchType(values.searchType) ? values.searchType : 'all';
  const filters = { page, searchType, searchWord };
  const list = useQuery({ ...noticeQueries.list(filters), placeholderData: keepPreviousData });
  const fromList = useListLinkState();

  const total = list.data?.totalElements ?? 0;

  return (
    <CustomerServicePage links={links} title="공지사항" description="온기의 새로운 소식과 서비스 안내를 전해 드립니다.">
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {/* Only once the rows of this search are in: the previous page's rows may still be showing. */}
          {list.data && !list.isPlaceholderData ? (
            <>
              {searchWord ? '검색 결과 ' : '전체 '}
              <strong>{formatNumber(total)}</strong>건
            </>
          ) : null}
        </p>
        <BoardSearch
          key={`${searchType}|${searchWord}`}
          label="공지사항 검색"
          searchType={searchType}
          searchWord={searchWord}
          onSearch={(next) => navigate(hrefWith({ searchType: next.searchWord ? next.searchType : undefined, searchWord: next.searchWord || undefined }))}
        />
      </div>
      <div className={styles.board} aria-busy={list.isFetching || undefined}>
        <ListState
          query={list}
          loadingLabel="공지사항을 불러오는 중입니다"
          errorTitle="공지사항을 불러오지 못했습니다"
          empty={{
            icon: <FileSearch size={24} aria-hidden="true" />,
            title: searchWord ? '검색 결과가 없습니다.' : '등록된 공지사항이 없습니다.',
            text: searchWord ? '다른 검색어나 검색 조건으로 다시 찾아보세요.' : undefined,
          }}
        >
          {({ content }) => (
            <table className={styles.table}>
              <caption className="visually-hidden">
                공지사항 목록{searchWord ? ` ('${searchWord}' 검색 결과)` : ''}, {page}페이지
              </caption>
              <thead className={styles.head}>
                <tr>
                  <th scope="col" className={styles.numberCol}>
                    번호
                  </th>
                  <th scope="col">제목</th>
                  <th scope="col" className={styles.dateCol}>
                    등록일
                  </th>
                  <th scope="col" className={styles.viewsCol}>
                    조회수
                  </th>
                </tr>
              </thead>
              <tbody>
                {content.map((row) => (
                  <NoticeTableRow key={row.noticeSeq} row={row} href={links.noticeDetail(row.noticeSeq)} state={fromList} />
                ))}
              </tbody>
            </table>
          )}
        </ListState>
      </div>
      <Pagination page={page} totalElements={total} pageSize={pageSizes.notice} hrefFor={(target) => hrefWith({ page: target })} />
    </CustomerServicePage>
  );
}

function NoticeTableRow({ row, href, state }: { row: NoticeRow; href: string; state: FromListState }) {
  const pinned = row.topNoticeYn === 'Y';
  const badge = <span className={styles.badge}>공지</span>;
  return (
    <tr className={pinned ? `${styles.row} ${styles.pinned}` : styles.row}>
      <td className={styles.number}>{pinned ? badge : row.number}</td>
      <td className={styles.title}>
        {pinned ? <span className={styles.phoneBadge}>{badge}</span> : null}
        <Link to={href} state={state} className={styles.link}>
          {row.title}
        </Link>
        {row.hasAttachment ? (
          <span className={styles.attach}>
            <Paperclip size={15} aria-hidden="true" />
            <span className="visually-hidden">첨부파일 있음</span>
          </span>
        ) : null}
      </td>
      <td className={styles.date}>{formatDate(row.createDate)}</td>
      <td className={styles.views}>
        <span className={styles.phoneLabel}>조회 </span>
        {formatNumber(row.viewCnt)}
      </td>
    </tr>
  );
}
