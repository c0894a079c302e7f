import { useId, type ReactNode } from 'react';
import styles from './view.module.css';

interface SectionProps {
  title: string;
  className?: string;
  children: ReactNode;
}

/**
 * One part of the invitation under its own heading; every layout dresses it
 * through its theme (variables, and the data-section attributes for rules
 * and the small ornament above the heading, since the themes live in other
 * style modules).
 */
export function Section({ title, className, children }: SectionProps) {
  const headingId = useId();
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={headingId} data-section="">
      <span className={styles.sectionMark} aria-hidden="true" data-section-mark="" />
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Text the host typed, with its line breaks, as text (never as HTML). */
export function Prose({ text, className }: { text: string; className?: string }) {
  if (!text) return null;
  return <p className={className ? `${styles.prose} ${className}` : styles.prose}>{text}</p>;
}

/** Said after a link that opens a new tab. */
export function NewTab() {
  return <span className="visually-hidden"> (새 창)</span>;
}
