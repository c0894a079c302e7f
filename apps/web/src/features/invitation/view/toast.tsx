import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import styles from './view.module.css';

// One short confirmation at a time ('복사되었습니다'), read out by screen
// readers through a status region that is always in the page.
let current: { text: string; id: number } | null = null;
let timer: number | undefined;
const listeners = new Set<() => void>();

const shownFor = 2600;

export function showToast(text: string) {
  current = { text, id: (current?.id ?? 0) + 1 };
  listeners.forEach((listener) => listener());
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    current = null;
    listeners.forEach((listener) => listener());
  }, shownFor);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Lives beside the app root, so a confirmation is read out even while a modal makes the page inert. */
export function Toast() {
  const toast = useSyncExternalStore(subscribe, () => current);
  return createPortal(
    <div role="status" className={styles.toastRegion}>
      {toast ? (
        <p key={toast.id} className={styles.toast}>
          {toast.text}
        </p>
      ) : null}
    </div>,
    document.body,
  );
}
