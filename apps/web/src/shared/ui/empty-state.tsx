import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
  /** 'error' when the list could not be read (announced as an alert). */
  tone?: 'empty' | 'error';
}

/** What a list shows instead of cards: nothing here yet, or it could not be read. */
export function EmptyState({ icon, title, text, actions, tone = 'empty' }: EmptyStateProps) {
  return (
    <div className={styles.empty} role={tone === 'error' ? 'alert' : undefined}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
