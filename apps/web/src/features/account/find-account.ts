/** The named modal 'find-account' (registered by the app layer, opened from the login page). */
export const findAccountModalName = 'find-account';
export type FindAccountTab = 'id' | 'password';

export function isFindAccountTab(value: unknown): value is FindAccountTab {
  return value === 'id' || value === 'password';
}
