import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@web/shared/lib/use-focus-trap';
import styles from './dialog.module.css';

export interface DialogProps {
  /** 'alertdialog' for messages that need an answer, 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Visible heading; without it the description labels the dialog. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  description?: ReactNode;
  onDismiss: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  ids?: { titleId: string; descriptionId: string };
  /** Where focus goes when the dialog closes. */
  returnFocusTo?: HTMLElement | null;
}

/** A modal frame: portal, backdrop, focus trap, Escape, aria-modal and labelling. */
export function Dialog({ role = 'dialog', title, label, description, onDismiss, children, actions, size = 'sm', ids, returnFocusTo }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const autoTitleId = useId();
  const autoDescriptionId = useId();
  const titleId = ids?.titleId ?? autoTitleId;
  const descriptionId = ids?.descriptionId ?? autoDescriptionId;
  useFocusTrap(ref, { active: true, onEscape: onDismiss, returnFocusTo });

  const labelledBy = title ? titleId : label ? undefined : description ? descriptionId : undefined;

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={!title && label ? label : undefined}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]}`}
      >
        {title ? (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {description ? (
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
        ) : null}
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
