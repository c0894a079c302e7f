import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { betweenQuerySchema, filterDaysLabel, filterStartDate, itemAt, todayInSeoul } from '@ongi/shared';
import { useListParams } from '../lib/list-params';
import { Button } from './button';
import { FilterTabs } from './filter-tabs';
import { alert } from './modal';
import styles from './period-filter.module.css';

type Days = number | 'all';

const periodKeys = ['days', 'startDate', 'endDate'] as const;

interface PeriodOptions<D extends Days> {
  /** The day chips in order (오늘, 10일 … or 전체). */
  choices: readonly D[];
  /** Shown without a choice in the address, which then stays clean. */
  defaultChoice: D;
  /** Two days and 조회 beside the chips; the range lives in startDate/endDate. */
  withRange?: boolean;
}

export interface PeriodParams<D extends Days> extends Required<PeriodOptions<D>> {
  page: number;
  days: D;
  /** A range in the address wins over the days; one the server would refuse is ignored. */
  range: { startDate: string; endDate: string } | null;
  hrefWith: ReturnType<typeof useListParams<(typeof periodKeys)[number]>>['hrefWith'];
}

/** The period and page of a my-page list, read from the address so the back button returns to them. */
export function usePeriodParams<D extends Days>({ choices, defaultChoice, withRange = false }: PeriodOptions<D>): PeriodParams<D> {
  const { page, values, hrefWith } = useListParams(periodKeys);
  const days = choices.find((choice) => String(choice) === values.days) ?? defaultChoice;
  const { startDate, endDate } = values;
  const range = withRange && startDate && endDate && betweenQuerySchema.safeParse({ startDate, endDate }).success ? { startDate, endDate } : null;
  return { choices, defaultChoice, withRange, page, days, range, hrefWith };
}

/** The 조회 기간 chips as links, and with a range the form to pick two days. */
export function PeriodFilter<D extends Days>({ period }: { period: PeriodParams<D> }) {
  const navigate = useNavigate();
  const { choices, defaultChoice, withRange, days, range, hrefWith } = period;
  const clearRange = withRange ? { startDate: undefined, endDate: undefined } : {};
  const items = choices.map((choice) => ({
    key: String(choice),
    label: filterDaysLabel(choice),
    href: hrefWith({ days: choice === defaultChoice ? undefined : choice, ...clearRange }),
  }));
  const chips = <FilterTabs label="조회 기간" items={items} activeKey={range ? 'range' : String(days)} variant="chips" />;
  if (!withRange) return chips;

  const today = todayInSeoul();
  // The form shows the days the chosen period covers, so a range can start from it.
  const shown = range ?? { startDate: filterStartDate(days) ?? '', endDate: days === 'all' ? '' : today };
  return (
    <div className={styles.filters}>
      {chips}
      <DateRangeForm
        key={`${shown.startDate}|${shown.endDate}`}
        startDate={shown.startDate}
        endDate={shown.endDate}
        max={today}
        onSearch={(picked) => navigate(hrefWith({ days: undefined, ...picked }))}
      />
    </div>
  );
}

interface DateRangeFormProps {
  startDate: string;
  endDate: string;
  /** Today in Korea: no later day can hold a record. */
  max: string;
  onSearch: (range: { startDate: string; endDate: string }) => void;
}

/** Two days and 조회: checked with the server's own rule before asking it. */
function DateRangeForm({ startDate: initialStart, endDate: initialEnd, max, onSearch }: DateRangeFormProps) {
  const baseId = useId();
  const [startDate, setStartDate] = useState(initialStart);
  const [endDate, setEndDate] = useState(initialEnd);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = betweenQuerySchema.safeParse({ startDate, endDate });
    if (!checked.success) {
      void alert(itemAt(checked.error.issues, 0, 'a failed check reports an issue').message);
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
