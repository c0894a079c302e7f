import styles from './view.module.css';

/** A closed envelope, for the screens around the invitation. */
export function Envelope() {
  return (
    <svg className={styles.envelope} viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <rect x="4" y="10" width="88" height="56" rx="6" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <path d="M6 14 L48 44 L90 14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="48" cy="44" r="7" fill="currentColor" opacity="0.85" />
    </svg>
  );
}
