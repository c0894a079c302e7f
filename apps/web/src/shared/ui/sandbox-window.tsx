import { useId, type ReactNode } from 'react';
import { SandboxBanner } from './sandbox-banner';
import styles from './sandbox-window.module.css';

/** The frame's own parts (note, form, actions, error, done) for the window's content. */
export { styles as sandboxWindowStyles };

interface SandboxWindowProps {
  /** The provider's mark beside the title. */
  icon: ReactNode;
  title: ReactNode;
  /** The provider's colours on the header: identity verification, Naver, Kakao; the card checkout's by default. */
  tone?: 'identity' | 'naver' | 'kakao';
  /** The warning strip's words, when the window says more than the default. */
  banner?: { badge: string; note: string };
  children: ReactNode;
}

/**
 * A stand-in provider window (identity, social login, card checkout): the
 * sandbox strip, then one card headed by the provider's mark and title, so
 * the sandboxes look alike and nobody takes one for the real provider.
 */
export function SandboxWindow({ icon, title, tone, banner, children }: SandboxWindowProps) {
  const titleId = useId();
  return (
    <main className={styles.page}>
      <SandboxBanner {...banner} />
      <section className={styles.card} aria-labelledby={titleId}>
        <header className={tone ? `${styles.header} ${styles[tone]}` : styles.header}>
          {icon}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
        </header>
        {children}
      </section>
    </main>
  );
}
