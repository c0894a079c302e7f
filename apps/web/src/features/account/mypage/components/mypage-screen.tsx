import { useId, type ReactNode } from 'react';
import styles from './mypage-screen.module.css';

interface MyPageScreenProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** One my-page screen beside the side menu: its h1, a line on what it is for, then the content. */
export function MyPageScreen({ title, lead, children }: MyPageScreenProps) {
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}
