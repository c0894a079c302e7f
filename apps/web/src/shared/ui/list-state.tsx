import type { UseQueryResult } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { Button } from './button';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { PageLoading } from './page-loading';

/** What an empty list says: an EmptyState's icon, title, text and actions. */
export type ListEmpty = Omit<EmptyStateProps, 'tone'>;

export interface ListStateProps<T> {
  query: UseQueryResult<T, unknown>;
  /** Read aloud while the first load runs: '공지사항을 불러오는 중입니다'. */
  loadingLabel: string;
  /** Shapes of the content while it loads (hidden from screen readers); a spinner when left out. */
  skeleton?: ReactNode;
  /** What could not be read: '공지사항을 불러오지 못했습니다'. */
  errorTitle: string;
  /** Whether the answer holds nothing to show; by default an empty array or an empty `content`. */
  isEmpty?: (data: T) => boolean;
  /** What an empty answer shows; a function when it depends on the answer (a page past the end). */
  empty: ListEmpty | ((data: T) => ListEmpty);
  /** The data; `busy` is true while the next page loads over this one (kept on screen). */
  children: (data: T, state: { busy: boolean }) => ReactNode;
}

function holdsNothing(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object' && 'content' in data && Array.isArray(data.content)) return data.content.length === 0;
  return data === undefined || data === null;
}

/**
 * The four states of anything read from the server: loading, failed (with the
 * server's sentence and a retry), empty, and the data. Every list and block of
 * the site shows them through this one component.
 */
export function ListState<T>({ query: current, loadingLabel, skeleton, errorTitle, isEmpty = holdsNothing, empty, children }: ListStateProps<T>) {
  // A new answer is drawn in a deferred render that React can pause between cards, so a list or a home block
  // arriving does not hold the phone's main thread in one long task; what is on screen stays until it is ready.
  const query = useDeferredValue(current);
  if (query.isPending) {
    if (!skeleton) return <PageLoading label={loadingLabel} />;
    return (
      <div role="status">
        <span className="visually-hidden">{loadingLabel}</span>
        <div aria-hidden="true">{skeleton}</div>
      </div>
    );
  }
  // A failed background refresh keeps what is already on screen.
  if (query.isError && query.data === undefined) {
    return (
      <EmptyState
        tone="error"
        icon={<CloudOff size={24} strokeWidth={1.75} />}
        title={errorTitle}
        text={errorMessage(query.error)}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
            다시 시도
          </Button>
        }
      />
    );
  }
  const data = query.data as T;
  if (isEmpty(data)) {
    const { icon, title, text, actions } = typeof empty === 'function' ? empty(data) : empty;
    return <EmptyState icon={icon} title={title} text={text} actions={actions} />;
  }
  return <>{children(data, { busy: query.isPlaceholderData })}</>;
}
