import type { SocialProvider } from '../api';
import styles from './login-form.module.css';

/** The provider's mark on its brand-coloured button (Naver's N, Kakao's speech bubble). */
export function SocialMark({ provider }: { provider: SocialProvider }) {
  if (provider === 'naver') {
    return (
      <span className={styles.naverMark} aria-hidden="true">
        N
      </span>
    );
  }
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3C6.48 3 2 6.5 2 10.82c0 2.8 1.87 5.25 4.68 6.63l-.95 3.47c-.08.3.26.54.52.37l4.15-2.75c.52.06 1.05.1 1.6.1 5.52 0 10-3.5 10-7.82S17.52 3 12 3z"
      />
    </svg>
  );
}
