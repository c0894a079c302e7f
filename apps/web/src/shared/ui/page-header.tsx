import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  id?: string;
}

/** The top of a public page: a small eyebrow, the page's one h1 and a line on what it holds. */
export function PageHeader({ eyebrow, title, lead, id }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
