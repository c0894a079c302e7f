import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { betweenQuerySchema } from '@ongi/shared';
import { Button } from '../../../shared/ui/button';
import { alert } from '../../../shared/ui/modal';
import styles from './date-range-form.module.css';

interface DateRangeFormProps {
  startDate: string;
  endDate: string;
  /** Today in Korea: no later day can hold an order. */
  max: string;
  onSearch: (range: { startDate: string; endDate: string }) => void;
}

/** Two days and 조회: checked with the server's own rule before asking it. */
export function DateRangeForm({ startDate: initialStart, endDate: initialEnd, max, onSearch }: DateRangeFormProps) {
  const baseId = useId();
  const [startDate, setStartDate] = useState(initialStart);
  const [endDate, setEndDate] = useState(initialEnd);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = betweenQuerySchema.safeParse({ startDate, endDate });
    if (!checked.success) {
      void alert(checked.error.issues[0].message);
      return;
    }
    onSearch({ startDate, endDate });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="기간 직접 선택" noValidate>
      <div className={styles.dates}>
        <label className="visually-hidden" htmlFor={`${baseId}-start`}>
          조회 시작일
        </label>
        <input
          id={`${baseId}-start`}
          className={styles.input}
          type="date"
          value={startDate}
          max={endDate || max}
          onChange={(event) => setStartDate(event.target.value)}
        />
        <span className={styles.tilde} aria-hidden="true">
          ~
        </span>
        <label className="visually-hidden" htmlFor={`${baseId}-end`}>
          조회 종료일
        </label>
        <input
          id={`${baseId}-end`}
          className={styles.input}
          type="date"
          value={endDate}
          min={startDate || undefined}
          max={max}
          onChange={(event) => setEndDate(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" size="sm" className={styles.submit}>
        <Search size={16} aria-hidden="true" />
        조회
      </Button>
    </form>
  );
}
