import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { withParticle } from '@ongi/shared';
import { buttonClass } from './button';
import { CardGrid, CardGridSkeleton, type CardLayout } from './card-grid';
import { ListState } from './list-state';
import { Pagination } from './pagination';

export interface ListPage<T> {
  content: T[];
  totalElements: number;
}

interface ListResultsProps<T> {
  query: UseQueryResult<ListPage<T>>;
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  /** What the list holds, in Korean: '캠페인', '후원활동', '기부단체'. */
  noun: string;
  emptyIcon: ReactNode;
  /** Where 'show everything' leads when a filter is on (undefined: no filter is on). */
  clearFiltersHref?: string;
  layout?: CardLayout;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/**
 * The body of a public list: skeleton on the first load, the cards (the previous
 * page stays, dimmed, while the next loads), a Korean empty or error state, pagination.
 */
export function ListResults<T>({
  query,
  page,
  pageSize,
  hrefFor,
  noun,
  emptyIcon,
  clearFiltersHref,
  layout = 'gallery',
  itemKey,
  renderItem,
}: ListResultsProps<T>) {
  return (
    <ListState
      query={query}
      loadingLabel={`${noun} 목록을 불러오는 중입니다`}
      skeleton={<CardGridSkeleton layout={layout} count={pageSize} />}
      errorTitle={`${noun} 목록을 불러오지 못했습니다`}
      empty={({ totalElements }) => {
        if (page > 1 && totalElements > 0) {
          return {
            icon: emptyIcon,
            title: '이 페이지에는 내용이 없습니다',
            text: '목록의 첫 페이지에서 다시 찾아보세요.',
            actions: (
              <Link to={hrefFor(1)} className={buttonClass('secondary')}>
                첫 페이지로
              </Link>
            ),
          };
        }
        return {
          icon: emptyIcon,
          title: clearFiltersHref ? `이 분류에는 아직 ${withParticle(noun, '이/가')} 없습니다` : `아직 등록된 ${withParticle(noun, '이/가')} 없습니다`,
          text: clearFiltersHref ? '다른 분류를 골라 보세요.' : '새 소식이 생기면 이곳에서 알려 드릴게요.',
          actions: clearFiltersHref ? (
            <Link to={clearFiltersHref} className={buttonClass('secondary')}>
              전체 보기
            </Link>
          ) : null,
        };
      }}
    >
      {({ content, totalElements }, { busy }) => (
        <>
          <CardGrid layout={layout} busy={busy} label={`${noun} 목록`}>
            {content.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </CardGrid>
          <Pagination page={page} totalElements={totalElements} pageSize={pageSize} hrefFor={hrefFor} label={`${noun} 페이지`} preventScrollReset />
        </>
      )}
    </ListState>
  );
}
