import { josa } from 'es-hangul';
import { useEffect, useId, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Plus, Search, Trash2 } from 'lucide-react';
import { adminPageSize, messages } from '@ongi/shared';
import { errorMessage } from '../lib/api';
import { useListParams } from '../lib/list-params';
import { AppLink } from '../ui/app-link';
import { Button, buttonClass } from '../ui/button';
import { ListState } from '../ui/list-state';
import { alert, confirm } from '../ui/modal';
import { Pagination } from '../ui/pagination';
import { EndAction } from './end-action';
import { adminFailure } from './failure';
import { afterDelete, nextSort, rangeLabel, sortStateOf } from './list-rules';
import {
  adminResourceQueries,
  filterParams,
  type AdminListColumn,
  type AdminListTotals,
  type AdminResourceDef,
  type AdminResourceLinks,
  type AdminSelectFilter,
} from './resource';
import { useSelection } from './use-selection';
import styles from './resource-list.module.css';

/**
 * Every admin list (spec 002 §2): search type, keyword and 검색, filters,
 * the table with select-all and row checkboxes, 'first-last / total', the
 * pager, 등록 and 삭제 (with the resource's own sentences and §4's reload
 * rules), and the Excel download of the current search. Search, filters and
 * page live in the URL.
 */
export function ResourceList<Row>({ resource, links }: { resource: AdminResourceDef<Row>; links: AdminResourceLinks }) {
  const { list, form } = resource;
  const filterNames = (list.filters ?? []).flatMap(filterParams);
  const { page, values, hrefWith } = useListParams(['searchType', 'searchWord', ...filterNames, 'sort', 'direction']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const queries = adminResourceQueries(resource);
  const params = { page, ...values };
  const query = useQuery(queries.list<Row>(params));
  // The total row's sums are asked once per search, not per page.
  const totals = useQuery({ ...queries.totals(params), enabled: Boolean(list.totals) });
  const sortState = sortStateOf(values.sort, values.direction);
  const rows = query.data?.content ?? [];
  const selection = useSelection(rows.map(resource.rowKey));
  const headingId = useId();

  // The search box keeps what was typed until the search runs; the address is the truth after.
  const defaultType = list.searchTypes[0]?.value ?? 'all';
  const [searchType, setSearchType] = useState(values.searchType ?? defaultType);
  const [searchWord, setSearchWord] = useState(values.searchWord ?? '');
  const wordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setSearchType(values.searchType ?? defaultType);
    setSearchWord(values.searchWord ?? '');
  }, [values.searchType, values.searchWord, defaultType]);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const word = searchWord.trim();
    if (list.requireSearchWord && !word) {
      await alert(messages.admin.searchWordRequired);
      wordRef.current?.focus();
      return;
    }
    navigate(hrefWith({ searchType, searchWord: word || undefined }));
  };

  const remove = useMutation({
    mutationFn: (seqs: number[]) => queries.deleteMany(seqs),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queries.all }),
  });

  const deleteChecked = async () => {
    const seqs = selection.selected;
    if (seqs.length === 0) {
      await alert(list.noneSelected);
      return;
    }
    if (!(await confirm(list.deleteConfirm, { destructive: true, confirmLabel: messages.common.deleteAction }))) return;
    try {
      const result = await remove.mutateAsync(seqs);
      await alert(result.message);
      selection.clear();
      const next = afterDelete({ page, rowsOnPage: rows.length, deleted: result.deleted, totalBefore: query.data?.totalElements ?? 0 });
      if (next === 'reset') navigate(hrefWith({ searchType: undefined, searchWord: undefined, page: undefined }));
      else if (next !== 'stay') navigate(hrefWith({ page: next.page }));
    } catch (error) {
      await alert(adminFailure(error, list.deleteFailed) ?? errorMessage(error));
      void query.refetch();
    }
  };

  const total = query.data?.totalElements ?? 0;
  const end = resource.end;
  // A resource that ends rows (종료) shows each row's state with its button.
  const columns: AdminListColumn<Row>[] = end
    ? [
        ...list.columns,
        {
          header: '진행',
          width: '9rem',
          align: 'center',
          cell: (row, { number }) => {
            const ended = end.listEnded(row);
            return (
              <span className={styles.endCell}>
                <span className={ended ? styles.ended : undefined}>{ended ? '종료' : '진행 중'}</span>
                <EndAction
                  resource={resource}
                  end={end}
                  seq={resource.rowKey(row)}
                  ended={ended}
                  size="sm"
                  label={`${number}번 ${ended ? '다시 열기' : '종료'}`}
                />
              </span>
            );
          },
        },
      ]
    : list.columns;

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {list.title ?? `${resource.label} 관리`}
        </h1>
        {list.note ? <p className={styles.note}>{list.note}</p> : null}
      </header>

      <div className={styles.toolbar}>
        <form className={styles.search} role="search" aria-label={`${resource.label} 검색`} onSubmit={search}>
          <label className="visually-hidden" htmlFor={`${headingId}-type`}>
            검색 조건
          </label>
          <select id={`${headingId}-type`} className={styles.select} value={searchType} onChange={(event) => setSearchType(event.target.value)}>
            {list.searchTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor={`${headingId}-word`}>
            검색어
          </label>
          <input
            id={`${headingId}-word`}
            ref={wordRef}
            className={styles.word}
            type="search"
            value={searchWord}
            maxLength={100}
            placeholder="검색어를 입력하세요"
            onChange={(event) => setSearchWord(event.target.value)}
          />
          <Button type="submit" size="sm">
            <Search size={16} aria-hidden /> 검색
          </Button>
        </form>
        {(list.filters ?? []).map((filter) =>
          filter.kind === 'dateRange' ? (
            <fieldset key={filter.from} className={styles.filter}>
              <legend className={styles.filterLegend}>{filter.label}</legend>
              {[filter.from, filter.to].map((name, index) => (
                <input
                  key={name}
                  type="date"
                  className={styles.select}
                  aria-label={`${filter.label} ${index === 0 ? '시작일' : '종료일'}`}
                  value={values[name] ?? ''}
                  onChange={(event) => navigate(hrefWith({ [name]: event.target.value || undefined }))}
                />
              ))}
            </fieldset>
          ) : (
            <SelectFilter
              key={filter.name}
              filter={filter}
              value={values[filter.name] ?? ''}
              onChange={(value) => navigate(hrefWith({ [filter.name]: value || undefined }))}
            />
          ),
        )}
      </div>

      <div className={styles.summary}>
        <p className={styles.count} aria-live="polite">
          {query.data ? rangeLabel(page, adminPageSize, rows.length, total) : ' '}
        </p>
        <div className={styles.actions}>
          {/* Every resource whose contract has an Excel download offers it here: one button, one code path. */}
          {resource.endpoints.excel ? (
            <a className={buttonClass('secondary', 'sm')} href={queries.excelHref(params)} download>
              <Download size={16} aria-hidden /> 엑셀 다운로드
            </a>
          ) : null}
          {!list.readOnly ? (
            <>
              {form && links.form && !list.noCreate ? (
                <AppLink className={buttonClass('primary', 'sm')} to={links.form()}>
                  <Plus size={16} aria-hidden /> {list.createLabel ?? '등록'}
                </AppLink>
              ) : null}
              {!list.noDelete ? (
                <Button variant="danger" size="sm" onClick={deleteChecked} loading={remove.isPending}>
                  <Trash2 size={16} aria-hidden /> 삭제
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>

      <ListState
        query={query}
        loadingLabel={`${resource.label} 목록을 불러오는 중입니다`}
        errorTitle={`${resource.label} 목록을 불러오지 못했습니다`}
        empty={(data) => {
          // Rows exist, only not this far: the way to the last page rather than 'nothing registered'.
          if (data.totalElements > 0) {
            const lastPage = Math.ceil(data.totalElements / adminPageSize);
            return {
              title: messages.adminList.pastLastPage,
              text: messages.adminList.pastLastPageText(lastPage),
              actions: (
                <AppLink to={hrefWith({ page: lastPage })} className={buttonClass('secondary', 'sm')}>
                  {messages.adminList.toLastPage}
                </AppLink>
              ),
            };
          }
          return values.searchWord || filterNames.some((name) => values[name])
            ? { title: '검색 결과가 없습니다', text: '다른 검색어나 조건으로 찾아보세요.' }
            : {
                title: list.emptyTitle ?? `등록된 ${josa(resource.label, '이/가')} 없습니다`,
                text: form && !list.readOnly && !list.noCreate ? `${list.createLabel ?? '등록'} 버튼으로 첫 항목을 만들어 보세요.` : undefined,
              };
        }}
      >
        {(data, { busy }) => (
          <div className={styles.tableWrap} aria-busy={busy || undefined}>
            <table className={styles.table} aria-labelledby={headingId}>
              <thead>
                <tr>
                  {!list.readOnly ? (
                    <th scope="col" className={styles.check} style={{ width: '3rem' }}>
                      <input
                        type="checkbox"
                        aria-label="이 페이지 전체 선택"
                        checked={selection.allChecked}
                        ref={(input) => {
                          if (input) input.indeterminate = selection.someChecked;
                        }}
                        onChange={selection.toggleAll}
                      />
                    </th>
                  ) : null}
                  {columns.map((column) => {
                    const sorted = column.sort !== undefined && sortState?.sort === column.sort ? sortState.direction : undefined;
                    return (
                      <th
                        key={column.header}
                        scope="col"
                        className={cellClass(column)}
                        style={column.width ? ({ '--column-width': column.width } as CSSProperties) : undefined}
                        aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        {column.sort ? (
                          <button
                            type="button"
                            className={styles.sortButton}
                            onClick={() => navigate(hrefWith(nextSort(sortState, column.sort!, column.sortFirst)))}
                          >
                            {column.header}
                            <SortIcon direction={sorted} />
                            <span className="visually-hidden">{sortHint(sorted, column.sortFirst)}</span>
                          </button>
                        ) : (
                          column.header
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {data.content.map((row, index) => {
                  const key = resource.rowKey(row);
                  const number = data.totalElements - (page - 1) * adminPageSize - index;
                  return (
                    <tr key={key} className={list.highlight?.(row) ? styles.highlight : undefined}>
                      {!list.readOnly ? (
                        <td className={styles.check}>
                          <input type="checkbox" aria-label={`${number}번 선택`} checked={selection.isChecked(key)} onChange={() => selection.toggle(key)} />
                        </td>
                      ) : null}
                      {columns.map((column) => {
                        const content = column.cell(row, { number });
                        return (
                          <td key={column.header} className={cellClass(column)}>
                            {column.opensRow && links.form ? (
                              <AppLink className={styles.rowLink} to={links.form(key)}>
                                {content}
                              </AppLink>
                            ) : (
                              content
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
              {list.totals ? <TotalRow columns={columns} checkColumn={!list.readOnly} totals={totals} /> : null}
            </table>
          </div>
        )}
      </ListState>

      <Pagination
        page={page}
        totalElements={total}
        pageSize={adminPageSize}
        hrefFor={(target) => hrefWith({ page: target })}
        label={`${resource.label} 페이지`}
      />
    </section>
  );
}

/** A column's cell class: its alignment, and whether it folds away on a phone. */
function cellClass(column: AdminListColumn<never>): string {
  const align = styles[column.align ?? 'start'];
  return column.priority === 'secondary' ? `${align} ${styles.secondary}` : (align ?? '');
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | undefined }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon size={14} aria-hidden className={direction ? styles.sortActive : styles.sortIdle} />;
}

/** What the header button does, for a screen reader (aria-sort tells the state). */
function sortHint(sorted: 'asc' | 'desc' | undefined, first: 'asc' | 'desc' = 'asc'): string {
  const next = sorted ? (sorted === 'asc' ? 'desc' : 'asc') : first;
  return `, ${next === 'asc' ? '오름차순' : '내림차순'}으로 정렬`;
}

/** A filter's select: its fixed choices, then any the server gives (campaigns, organisations). */
function SelectFilter({ filter, value, onChange }: { filter: AdminSelectFilter; value: string; onChange: (value: string) => void }) {
  const load = filter.load;
  const loaded = useQuery({
    queryKey: ['admin', 'filter-options', load?.key ?? filter.name] as const,
    queryFn: ({ signal }) => load!.options(signal),
    enabled: Boolean(load),
    staleTime: 60_000,
  });
  const options = [...filter.options, ...(loaded.data ?? [])];
  return (
    <label className={styles.filter}>
      <span>{filter.label}</span>
      <select className={styles.select} value={value} onChange={(event) => onChange(event.target.value)} aria-busy={loaded.isLoading || undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {/* A choice from the address that the list does not offer (yet, or any more) stays shown rather than silently reading as 전체. */}
        {value && !options.some((option) => option.value === value) ? <option value={value}>{loaded.isLoading ? '불러오는 중…' : value}</option> : null}
      </select>
    </label>
  );
}

/**
 * The table's footer: '합계' and each column's total over the whole search
 * (the server's sums, not the page's rows), while loading a short note, on
 * failure a sentence.
 */
function TotalRow<Row>({
  columns,
  checkColumn,
  totals,
}: {
  columns: AdminListColumn<Row>[];
  checkColumn: boolean;
  totals: { data?: AdminListTotals; isError: boolean };
}) {
  // One cell per column, never spanning: a column folded away on a phone takes its footer cell with it.
  // The label sits in the first key column without a sum, which stays in view on every width.
  const labelAt = Math.max(
    0,
    columns.findIndex((column) => !column.total && column.priority !== 'secondary'),
  );
  const firstSum = columns.findIndex((column) => column.total);
  return (
    <tfoot className={styles.totals}>
      <tr>
        {checkColumn ? <td /> : null}
        {columns.map((column, index) => {
          if (index === labelAt)
            return (
              <th key={column.header} scope="row" className={cellClass({ ...column, align: 'start' })}>
                {messages.adminList.totalRow}
              </th>
            );
          if (!totals.data)
            return index === firstSum ? (
              <td key={column.header} className={cellClass(column)} role="status">
                {totals.isError ? messages.adminList.totalsFailed : `${messages.adminList.totalsLoading}…`}
              </td>
            ) : (
              <td key={column.header} className={cellClass(column)} />
            );
          return (
            <td key={column.header} className={cellClass(column)}>
              {column.total ? column.total(totals.data) : null}
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
