import { useId, type ReactNode } from 'react';
import { formatNumber } from '@ongi/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { AppLink } from './app-link';
import styles from './screen.module.css';

interface ScreenProps {
  title: string;
  lead?: ReactNode;
  /** Beside the heading: a link to a neighbouring screen or the screen's main action. */
  side?: ReactNode;
  children: ReactNode;
}

/** One my-page screen beside the side menu: its h1, a line on what it is for, then the content. */
export function Screen({ title, lead, side, children }: ScreenProps) {
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <header className={styles.head}>
        <div className={styles.heading}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {side}
      </header>
      {children}
    </section>
  );
}

/** A text link beside a screen's heading; 'back' points the chevron the other way. */
export function ScreenLink({ to, back = false, children }: { to: string; back?: boolean; children: ReactNode }) {
  return (
    <AppLink to={to} className={styles.link}>
      {back ? <ChevronLeft size={16} aria-hidden="true" /> : null}
      {children}
      {back ? null : <ChevronRight size={16} aria-hidden="true" />}
    </AppLink>
  );
}

interface ResultCountProps {
  /** What is counted, read out before the number ('전체', '최근 30일 주문'). */
  label: string;
  /** Undefined while the list loads or shows the previous page's rows. */
  total: number | undefined;
  className?: string;
}

/** '{label} N건' above a list, announced when it changes. */
export function ResultCount({ label, total, className }: ResultCountProps) {
  return (
    <p className={`${styles.count} ${className ?? ''}`} aria-live="polite">
      {total === undefined ? null : (
        <>
          {label} <strong>{formatNumber(total)}</strong>건
        </>
      )}
    </p>
  );
}
