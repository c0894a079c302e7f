import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && !el.closest('[hidden]') && el.getClientRects().length > 0,
  );
}

interface FocusTrapOptions {
  active: boolean;
  /** Escape pressed while the trap is active. */
  onEscape?: () => void;
  /** Give focus back on deactivation (to returnFocusTo, or whatever had focus on activation). */
  returnFocus?: boolean;
  returnFocusTo?: HTMLElement | null;
}

/**
 * Keeps Tab and Shift+Tab inside the container while active, focuses the
 * element marked data-autofocus (or the first focusable one) on activation,
 * closes on Escape and gives focus back to the opener afterwards.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, { active, onEscape, returnFocus = true, returnFocusTo }: FocusTrapOptions) {
  useEffect(() => {
    if (!active) return;
    const container = ref.current;
    if (!container) return;
    const opener = returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);

    const initial = container.querySelector<HTMLElement>('[data-autofocus]') ?? focusableWithin(container)[0] ?? container;
    initial.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      // Another modal sits on top (this one is inert behind it): its own trap answers.
      if (container.closest('[inert]')) return;
      if (event.key === 'Escape') {
        if (onEscape) {
          event.preventDefault();
          event.stopPropagation();
          onEscape();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(container);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      // After the frame, so the app behind a modal is no longer inert when focus goes back;
      // and only if the focus was lost with the modal: a form that sent it to the failing
      // field after its alert keeps it there, whichever of the two frames comes first.
      if (returnFocus && opener) {
        requestAnimationFrame(() => {
          const current = document.activeElement;
          const lost = !current || current === document.body || !current.isConnected || container.contains(current);
          if (lost && opener.isConnected && !opener.closest('[inert]')) opener.focus({ preventScroll: true });
        });
      }
    };
    // onEscape is read through the latest closure on purpose: re-running would steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, ref, returnFocus, returnFocusTo]);
}
