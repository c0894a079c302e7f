import { useId, useRef, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { searchTypes, type SearchType } from '@ongi/shared';
import { Button } from '@web/shared/ui/button';
import styles from './board-search.module.css';

const searchTypeLabels: Record<SearchType, string> = { all: '전체', title: '제목', content: '내용' };

interface BoardSearchProps {
  /** Accessible name of the search landmark, e.g. '공지사항 검색'. */
  label: string;
  searchWord: string;
  /** Shows the 전체 / 제목 / 내용 select when given. */
  searchType?: SearchType;
  onSearch: (search: { searchType: SearchType; searchWord: string }) => void;
}

/**
 * Search-type select, keyword box and 검색 button; Enter submits. The fields
 * start from the URL's search (give the component a key of it to follow a
 * back-button change).
 */
export function BoardSearch({ label, searchWord, searchType, onSearch }: BoardSearchProps) {
  const id = useId();
  const typeRef = useRef<HTMLSelectElement>(null);
  const wordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const type = (typeRef.current?.value as SearchType | undefined) ?? 'all';
    onSearch({ searchType: type, searchWord: (wordRef.current?.value ?? '').trim() });
  };

  return (
    <form role="search" aria-label={label} className={styles.search} onSubmit={submit}>
      {searchType ? (
        <div className={styles.selectWrap}>
          <label htmlFor={`${id}-type`} className="visually-hidden">
            검색 조건
          </label>
          <select id={`${id}-type`} ref={typeRef} className={styles.select} defaultValue={searchType}>
            {searchTypes.map((type) => (
              <option key={type} value={type}>
                {searchTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <label htmlFor={`${id}-word`} className="visually-hidden">
        검색어
      </label>
      <input
        id={`${id}-word`}
        ref={wordRef}
        type="search"
        className={styles.input}
        defaultValue={searchWord}
        maxLength={100}
        placeholder="검색어 입력"
        enterKeyHint="search"
      />
      <Button type="submit" className={styles.button}>
        <Search size={18} aria-hidden="true" />
        검색
      </Button>
    </form>
  );
}

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (searchTypes as readonly string[]).includes(value);
}
