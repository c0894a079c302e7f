import type { ReactNode } from 'react';
import { CustomerServiceTabs, type CustomerServiceTabLinks } from './cs-tabs';
import styles from './cs-page.module.css';

interface CustomerServicePageProps {
  links: CustomerServiceTabLinks;
  /** The page's h1; leave it out when the content names itself (a notice's title). */
  title?: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A customer-service page: the header band and tabs, then the page's own heading and content. */
export function CustomerServicePage({ links, title, description, children }: CustomerServicePageProps) {
  return (
    <div className={styles.page}>
      <CustomerServiceTabs links={links} />
      <div className={styles.body}>
        {title ? (
          <header className={styles.head}>
            <h1 className={styles.title}>{title}</h1>
            {description ? <p className={styles.description}>{description}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </div>
  );
}
