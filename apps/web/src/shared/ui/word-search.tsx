import { useId, useRef, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from './button';
import styles from './word-search.module.css';

interface WordSearchProps {
  /** Accessible name of the search landmark, e.g. '참석 의사 검색'. */
  label: string;
  /** What may be searched, said by the box's label and placeholder: '이름이나 메시지로 검색'. */
  hint: string;
  searchWord: string | undefined;
  onSearch: (searchWord: string) => void;
}

/**
 * One search box and its 검색 button, for a list on a host's page; Enter
 * submits. The box starts from the address's search word: give the component
 * a key of it so a back-button change shows the word that is searched.
 */
export function WordSearch({ label, hint, searchWord, onSearch }: WordSearchProps) {
  const id = useId();
  const wordRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch((wordRef.current?.value ?? '').trim());
  };
  return (
    <form role="search" aria-label={label} className={styles.search} onSubmit={submit}>
      <label htmlFor={`${id}-word`} className="visually-hidden">
        {hint}
      </label>
      <input
        id={`${id}-word`}
        ref={wordRef}
        type="search"
        className={styles.input}
        defaultValue={searchWord}
        maxLength={100}
        placeholder={hint}
        enterKeyHint="search"
      />
      <Button type="submit">
        <Search size={18} aria-hidden="true" />
        검색
      </Button>
    </form>
  );
}
