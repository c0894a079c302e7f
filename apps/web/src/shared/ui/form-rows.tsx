import type { ReactNode } from 'react';
import styles from './form-layout.module.css';

/** A settings form laid out as rows: label on the left on wide screens, above the control on phones. */
export function FormRows({ children }: { children: ReactNode }) {
  return <div className={styles.rows}>{children}</div>;
}

interface FormRowProps {
  label: ReactNode;
  /** The input the label names; leave out for a group, and give `labelId` to name it with aria-labelledby. */
  htmlFor?: string;
  labelId?: string;
  /** The control names itself (a fieldset with its legend): the row's label is only for the eye. */
  selfLabelled?: boolean;
  className?: string;
  children: ReactNode;
}

export function FormRow({ label, htmlFor, labelId, selfLabelled = false, className, children }: FormRowProps) {
  return (
    <div className={[styles.row, selfLabelled ? styles.selfLabelled : '', className].filter(Boolean).join(' ')}>
      {htmlFor ? (
        <label htmlFor={htmlFor} id={labelId} className={styles.label}>
          {label}
        </label>
      ) : (
        <span id={labelId} className={styles.label} aria-hidden={selfLabelled || undefined}>
          {label}
        </span>
      )}
      <div className={styles.control}>{children}</div>
    </div>
  );
}

/** A value that cannot be changed here, shown as text. */
export function FormValue({ children }: { children: ReactNode }) {
  return <p className={styles.value}>{children}</p>;
}

export function FormHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** The buttons under a form: side by side on phones, centred on wide screens. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
