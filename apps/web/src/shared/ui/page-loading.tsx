import styles from './page-loading.module.css';

/** Shown while a route's code or first data loads. */
export function PageLoading({ label = '불러오는 중입니다' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
