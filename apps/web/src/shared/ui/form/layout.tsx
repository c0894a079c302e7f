import { createContext, useContext, useId, type ReactNode } from 'react';
import fieldStyles from '../field.module.css';
import layout from '../form-layout.module.css';
import styles from './form.module.css';

/**
 * Two ways a form is laid out: 'stack' (label above the control: signup, login,
 * password) and 'rows' (label on the left on wide screens: my-page, inquiry).
 * Every kit field frames itself for the layout it sits in.
 */
export type FieldLayout = 'stack' | 'rows';
const LayoutContext = createContext<FieldLayout>('stack');
export const useFieldLayout = () => useContext(LayoutContext);

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** A settings form laid out as rows: label on the left on wide screens, above the control on phones. */
export function FormRows({ children }: { children: ReactNode }) {
  return (
    <LayoutContext.Provider value="rows">
      <div className={layout.rows}>{children}</div>
    </LayoutContext.Provider>
  );
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

/** One row of <FormRows>; kit fields make their own, this is for anything else (a value shown as text). */
export function FormRow({ label, htmlFor, labelId, selfLabelled = false, className, children }: FormRowProps) {
  return (
    <div className={cx(layout.row, selfLabelled && layout.selfLabelled, className)}>
      {htmlFor ? (
        <label htmlFor={htmlFor} id={labelId} className={layout.label}>
          {label}
        </label>
      ) : (
        <span id={labelId} className={layout.label} aria-hidden={selfLabelled || undefined}>
          {label}
        </span>
      )}
      {/* What sits inside a row lays itself out as a stack again. */}
      <LayoutContext.Provider value="stack">
        <div className={layout.control}>{children}</div>
      </LayoutContext.Provider>
    </div>
  );
}

/** A value that cannot be changed here, shown as text. */
export function FormValue({ children }: { children: ReactNode }) {
  return <p className={layout.value}>{children}</p>;
}

export function FormHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={layout.hint}>
      {children}
    </p>
  );
}

/** The buttons under a form: side by side on phones, centred on wide screens. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={layout.actions}>{children}</div>;
}

/** A live line under a field (the password rule, 사용가능한 아이디입니다.), in the tone of what it says. */
export function FieldStatus({ tone, children }: { tone: 'ok' | 'bad' | 'muted'; children: ReactNode }) {
  return (
    <span aria-live="polite" className={styles[tone]}>
      {children}
    </span>
  );
}

/** The ids a control points its aria-describedby at, from its own id. */
export function describedBy(id: string, parts: { hint?: unknown; error?: unknown; extra?: string }) {
  return cx(parts.hint ? `${id}-hint` : undefined, parts.error ? `${id}-error` : undefined, parts.extra);
}

/** A field's hint and, when told inline, its failure; their ids are the ones describedBy() gives. */
export function FieldBelow({ id, hint, error, rows }: { id: string; hint?: ReactNode; error?: string; rows: boolean }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={rows ? layout.hint : fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface FieldFrameProps {
  label: ReactNode;
  /** The one control's id; leave out for a group of controls (a fieldset named by its legend). */
  controlId?: string;
  /** The id hint and error ids derive from (the control's id, or the group's). */
  id: string;
  hint?: ReactNode;
  /** Shown only when the form tells failures inline. */
  error?: string;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label (or legend), control, hint and error of one field, for the layout it sits in. */
export function FieldFrame({ label, controlId, id, hint, error, hideLabel = false, className, children }: FieldFrameProps) {
  const rows = useFieldLayout() === 'rows';
  const below = <FieldBelow id={id} hint={hint} error={error} rows={rows} />;

  if (controlId === undefined) {
    const group = (
      <fieldset className={cx(layout.group, !rows && className)}>
        <legend className={hideLabel ? 'visually-hidden' : layout.legend}>{label}</legend>
        {children}
        {below}
      </fieldset>
    );
    return rows ? (
      <FormRow label={label} selfLabelled className={className}>
        {group}
      </FormRow>
    ) : (
      group
    );
  }

  if (rows) {
    return (
      <FormRow label={label} htmlFor={controlId} className={className}>
        {children}
        {below}
      </FormRow>
    );
  }
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : fieldStyles.label}>
        {label}
      </label>
      {children}
      {below}
    </div>
  );
}

/** Several fields under one name (마케팅 정보 수신: SMS and 이메일); `className` lays out the fields inside. */
export function FieldGroup({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <FieldFrame label={label} id={id}>
      <div className={cx(styles.groupBody, className)}>{children}</div>
    </FieldFrame>
  );
}
