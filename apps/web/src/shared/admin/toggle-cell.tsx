import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../lib/api';
import { alert } from '../ui/modal';
import styles from './toggle-cell.module.css';

export interface ToggleCellProps<V extends string> {
  /** What the select is, for screen readers ('환경 사용 여부'). */
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  /** The request that switches it; its sentence is alerted. */
  change: (value: V) => Promise<{ message: string }>;
  /** The query key whose lists and forms show the switched state (['admin', 'category']). */
  invalidate: readonly unknown[];
}

/**
 * A list row's own control: a select that switches its row at once (a
 * category's use flag, a campaign category's activation; spec 002 §4). The
 * new choice shows while the request runs; a failure tells the server's
 * sentence and the select goes back.
 */
export function ToggleCell<V extends string>({ label, value, options, change, invalidate }: ToggleCellProps<V>) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<V | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });

  const onChange = async (next: V) => {
    setPending(next);
    try {
      const result = await mutation.mutateAsync(next);
      await alert(result.message);
    } catch (error) {
      await alert(errorMessage(error));
    } finally {
      setPending(undefined);
    }
  };

  return (
    <select
      className={styles.select}
      aria-label={label}
      value={pending ?? value}
      disabled={mutation.isPending}
      onChange={(event) => void onChange(event.target.value as V)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
