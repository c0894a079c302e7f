import styles from './detail-skeleton.module.css';

/** A detail page's shape while it loads: picture, title and a few lines. */
export function DetailSkeleton({ label = '불러오는 중입니다', withMedia = true }: { label?: string; withMedia?: boolean }) {
  return (
    <div role="status" className={styles.skeleton}>
      <span className="visually-hidden">{label}</span>
      <div className={styles.layout} aria-hidden="true">
        {withMedia ? <span className={styles.media} /> : null}
        <span className={styles.body}>
          <span className={styles.line} style={{ width: '24%' }} />
          <span className={`${styles.line} ${styles.title}`} style={{ width: '80%' }} />
          <span className={styles.line} style={{ width: '92%' }} />
          <span className={styles.line} style={{ width: '70%' }} />
          <span className={styles.line} style={{ width: '84%' }} />
        </span>
      </div>
    </div>
  );
}
