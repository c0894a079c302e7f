import { useId, type ReactNode } from 'react';
import styles from './invitation-form.module.css';

interface FormSectionProps {
  /** Its place in the form ('01'), shown beside the heading. */
  index: number;
  title: string;
  /** A line on what the section is for. */
  description?: ReactNode;
  required?: boolean;
  /** The anchor the section list and the failure focus scroll to. */
  id?: string;
  children: ReactNode;
}

/** One section of an invitation form: a numbered heading, a line on it, and its fields on a card. */
export function FormSection({ index, title, description, required = false, id, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <header className={styles.sectionHead}>
        <span className={styles.sectionIndex} aria-hidden="true">
          {String(index).padStart(2, '0')}
        </span>
        <div className={styles.sectionHeading}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {title}
            {required ? <span className={styles.requiredBadge}>필수</span> : null}
          </h2>
          {description ? <p className={styles.sectionDescription}>{description}</p> : null}
        </div>
      </header>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

/** A required field's label: the words and a mark (read out as 필수). */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className={styles.requiredMark} aria-hidden="true">
        *
      </span>
      <span className="visually-hidden"> (필수)</span>
    </>
  );
}

/** Fields side by side on wide screens, stacked on phones. */
export function FieldGrid({ columns = 2, children }: { columns?: 2 | 3; children: ReactNode }) {
  return <div className={columns === 3 ? styles.grid3 : styles.grid2}>{children}</div>;
}

/** A titled group of fields inside a section (신랑측 / 신부측). */
export function SubGroup({ title, tone, children }: { title: string; tone?: 'groom' | 'bride'; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.subGroup} role="group" aria-labelledby={id} data-tone={tone}>
      <h3 id={id} className={styles.subGroupTitle}>
        {title}
      </h3>
      {children}
    </div>
  );
}
