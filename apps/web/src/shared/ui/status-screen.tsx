import { useId, type ReactNode } from 'react';
import styles from './status-screen.module.css';

export interface StatusScreenProps {
  icon: ReactNode;
  eyebrow: string;
  title: string;
  summary: ReactNode;
  actions?: ReactNode;
  tone?: 'default' | 'admin' | 'bare';
}

/** A whole-page message: not found, not built yet, something went wrong. */
export function StatusScreen({ icon, eyebrow, title, summary, actions, tone = 'default' }: StatusScreenProps) {
  const titleId = useId();
  return (
    <section className={`${styles.screen} ${styles[tone]}`} aria-labelledby={titleId}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.summary}>{summary}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
