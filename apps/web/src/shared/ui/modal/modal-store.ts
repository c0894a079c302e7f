import type { ComponentType } from 'react';

/**
 * The modal host's state, kept outside React so route loaders, guards and
 * plain functions can ask a question and await the answer:
 *   await alert('로그아웃 됐습니다.');
 *   if (await confirm('삭제하시겠습니까?')) ...
 * Modals stack; only the top one is shown and interactive.
 */

export interface AlertOptions {
  title?: string;
  confirmLabel?: string;
}

/** A question whose 확인 does nothing that cannot be taken back: 취소 / 확인 unless named. */
interface PlainConfirmOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: false;
}

/**
 * A question before something that deletes, cancels or ends: its buttons name
 * what they do ('닫기' / '결제 취소', never 취소 / 확인, where 취소 could mean
 * either), the action's button is red, and focus starts on the safe one, so
 * Enter or a stray tap keeps things as they are.
 */
interface DestructiveConfirmOptions {
  title?: string;
  /** The action, named: '삭제', '결제 취소', '탈퇴', '종료'. */
  confirmLabel: string;
  /** The safe button; '닫기' unless named. */
  cancelLabel?: string;
  destructive: true;
}

export type ConfirmOptions = PlainConfirmOptions | DestructiveConfirmOptions;

/** Props every named modal receives besides its own. */
export interface ModalControls<R = unknown> {
  close: (result?: R) => void;
  titleId: string;
  descriptionId: string;
  /** Pass to <Dialog returnFocusTo> so focus goes back to what opened the modal. */
  returnFocusTo: HTMLElement | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type NamedModalComponent = ComponentType<any>;

interface EntryBase {
  id: number;
  /** What had focus when the modal was asked for; focus goes back there on close. */
  opener: HTMLElement | null;
}

export type ModalEntry =
  | (EntryBase & { kind: 'alert'; message: string; options: AlertOptions; resolve: () => void })
  | (EntryBase & { kind: 'confirm'; message: string; options: ConfirmOptions; resolve: (value: boolean) => void })
  | (EntryBase & {
      kind: 'named';
      name: string;
      component: NamedModalComponent;
      props: Record<string, unknown>;
      resolve: (value: unknown) => void;
    });

let entries: readonly ModalEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const registry = new Map<string, NamedModalComponent>();

function emit() {
  for (const listener of listeners) listener();
}

type NewEntry = ModalEntry extends infer E ? (E extends ModalEntry ? Omit<E, 'id' | 'opener'> : never) : never;

function push(entry: NewEntry) {
  const opener = typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  entries = [...entries, { ...entry, id: nextId++, opener } as ModalEntry];
  emit();
}

export function removeModal(id: number) {
  entries = entries.filter((entry) => entry.id !== id);
  emit();
}

export const modalStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => entries,
};

/** Shows a message with one button. Resolves when it is closed in any way. */
export function alert(message: string, options: AlertOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    push({ kind: 'alert', message, options, resolve });
  });
}

/**
 * Asks a question. The confirm button resolves true; the other, closing,
 * Escape or the backdrop resolve false. `destructive: true` names both
 * buttons for what they do and starts on the safe one.
 */
export function confirm(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    push({ kind: 'confirm', message, options, resolve });
  });
}

/** Adds named modals (features register theirs through the app layer). */
export function registerModals(components: Record<string, NamedModalComponent>) {
  for (const [name, component] of Object.entries(components)) registry.set(name, component);
}

export function isModalRegistered(name: string): boolean {
  return name === 'alert' || name === 'confirm' || registry.has(name);
}

/**
 * Opens a modal by its registered name. 'alert' and 'confirm' are built in.
 * An unknown name only logs a warning and resolves undefined.
 */
export function openModal<R = unknown>(name: string, props: Record<string, unknown> = {}): Promise<R | undefined> {
  if (name === 'alert') {
    const { message = '', ...options } = props as { message?: string } & AlertOptions;
    return alert(String(message), options).then(() => undefined);
  }
  if (name === 'confirm') {
    const { message = '', ...options } = props as { message?: string } & ConfirmOptions;
    return confirm(String(message), options) as Promise<R | undefined>;
  }
  const component = registry.get(name);
  if (!component) {
    console.warn(`[modal] 등록되지 않은 모달입니다: ${name}`);
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    push({ kind: 'named', name, component, props, resolve: resolve as (value: unknown) => void });
  });
}

/** Closes every open modal as if cancelled (used on logout and in tests). */
export function closeAllModals() {
  const open = entries;
  entries = [];
  emit();
  for (const entry of open) {
    if (entry.kind === 'confirm') entry.resolve(false);
    else if (entry.kind === 'alert') entry.resolve();
    else entry.resolve(undefined);
  }
}
