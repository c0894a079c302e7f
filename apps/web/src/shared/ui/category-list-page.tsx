import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useId, useRef, type ReactNode } from 'react';
import { useListLinkState, type FromListState } from '../lib/back-link';
import { useListParams } from '../lib/list-params';
import { useScrollIntoViewOnChange } from '../lib/scroll-into-view';
import type { CategoryFilterSlotProps } from './filter-tabs';
import listStyles from './list-page.module.css';
import { ListResults, type ListPage } from './list-results';
import { PageHeader } from './page-header';

export interface CategoryListFilters {
  page: number;
  categorySeq?: number;
}

export interface CategoryListPageProps<T, K extends readonly unknown[]> {
  header: { eyebrow: string; title: string; lead: string };
  /** What one item is called, for the count and the empty state ('기부단체', '후원활동'). */
  noun: string;
  emptyIcon: ReactNode;
  pageSize: number;
  /** The feature's list query for these filters (from its query-key factory). */
  listQuery: (filters: CategoryListFilters) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  itemKey: (item: T) => number;
  renderItem: (item: T, linkState: FromListState) => ReactNode;
  /** The category tabs (전체 first, the active one with the count), composed in by the route. */
  renderCategoryFilter: (props: CategoryFilterSlotProps) => ReactNode;
}

/**
 * A public list by category, 8 per page, whose category and page live in the URL:
 * the donation-group and sponsor-activity lists are this page with their own words and cards.
 */
export function CategoryListPage<T, K extends readonly unknown[]>({
  header,
  noun,
  emptyIcon,
  pageSize,
  listQuery,
  itemKey,
  renderItem,
  renderCategoryFilter,
}: CategoryListPageProps<T, K>) {
  const { page, readNumber, hrefWith } = useListParams(['categorySeq'] as const);
  const categorySeq = readNumber('categorySeq');
  const linkState = useListLinkState();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const list = useQuery(listQuery({ page, categorySeq }));
  useScrollIntoViewOnChange(sectionRef, String(page));

  return (
    <div className={listStyles.page}>
      <PageHeader eyebrow={header.eyebrow} title={header.title} lead={header.lead} />
      <section ref={sectionRef} className={listStyles.section} aria-labelledby={titleId}>
        <h2 id={titleId} className="visually-hidden">
          {noun} 목록
        </h2>
        {renderCategoryFilter({
          activeSeq: categorySeq,
          count: list.data && !list.isPlaceholderData ? list.data.totalElements : undefined,
          hrefFor: (seq) => hrefWith({ categorySeq: seq }),
        })}
        <ListResults
          query={list}
          page={page}
          pageSize={pageSize}
          hrefFor={(target) => hrefWith({ page: target })}
          noun={noun}
          emptyIcon={emptyIcon}
          clearFiltersHref={categorySeq ? hrefWith({ categorySeq: undefined }) : undefined}
          itemKey={itemKey}
          renderItem={(item) => renderItem(item, linkState)}
        />
      </section>
    </div>
  );
}
