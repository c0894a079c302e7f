import { readStored, storageKeys, writeStored } from '@web/shared/lib/local-store';

/** Spec 002 §4: admin login stores the admin's name; logout clears it. */
export function rememberAdminName(name: string | null) {
  writeStored(storageKeys.adminName, name);
}

export function savedAdminUsername(): string {
  return readStored(storageKeys.adminSavedUsername) ?? '';
}

export function saveAdminUsername(username: string | null) {
  writeStored(storageKeys.adminSavedUsername, username);
}
