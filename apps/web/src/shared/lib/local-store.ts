import { useSyncExternalStore } from 'react';

/**
 * Small typed wrappers around localStorage: remembered usernames and the
 * logged-in name. Other tabs see changes through the storage event; this tab
 * through a custom event.
 */
const PREFIX = 'ongi.';
const CHANGE_EVENT = 'ongi:storage';

export const storageKeys = {
  memberName: 'member.name',
  memberSavedUsername: 'member.savedUsername',
  adminName: 'admin.name',
  adminSavedUsername: 'admin.savedUsername',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null || value === '') window.localStorage.removeItem(PREFIX + key);
    else window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // Private browsing or a full quota: the app keeps working without memory.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

function subscribe(callback: () => void): () => void {
  window.addEventListener('storage', callback);
  window.addEventListener(CHANGE_EVENT, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(CHANGE_EVENT, callback);
  };
}

/** The stored value, re-rendering when it changes here or in another tab. */
export function useStored(key: StorageKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => null,
  );
}
