import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronRight, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '@web/shared/ui/app-link';
import { ListState } from '@web/shared/ui/list-state';
import styles from './home-section.module.css';

interface HomeSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  more?: { to: string; label: string };
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** One block of the home page: a titled section with an optional '전체 보기' link. */
export function HomeSection({ id, eyebrow, title, lead, more, tone = 'plain', children }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={tone === 'tinted' ? `${styles.section} ${styles.tinted}` : styles.section} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <div>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
          {more ? (
            <AppLink to={more.to} className={styles.more}>
              {more.label}
              <ChevronRight size={16} aria-hidden="true" />
            </AppLink>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

interface BlockContentProps<T> {
  query: UseQueryResult<T[]>;
  /** Placeholder shapes shown while the block loads. */
  skeleton: ReactNode;
  /** '아직 등록된 소식이 없습니다.' */
  empty: string;
  /** What could not be read: '후원 소식을' → '후원 소식을 불러오지 못했습니다.' */
  what: string;
  children: (items: T[]) => ReactNode;
}

/** A block's data: skeleton while loading, a gentle note on failure or when empty, else the content. */
export function BlockContent<T>({ query, skeleton, empty, what, children }: BlockContentProps<T>) {
  return (
    <ListState
      query={query}
      loadingLabel="불러오는 중입니다"
      skeleton={skeleton}
      errorTitle={`${what} 불러오지 못했습니다.`}
      isEmpty={(items) => !Array.isArray(items) || items.length === 0}
      empty={{ icon: <Inbox size={24} strokeWidth={1.75} />, title: empty }}
    >
      {(items) => children(items)}
    </ListState>
  );
}

/** A grey placeholder block of the given size (loading skeletons). */
export function Skeleton({
  width = '100%',
  height,
  radius,
  aspectRatio,
}: {
  width?: number | string;
  height?: number | string;
  radius?: string;
  aspectRatio?: string;
}) {
  return <span className={styles.skeleton} style={{ width, height, borderRadius: radius, aspectRatio }} />;
}
