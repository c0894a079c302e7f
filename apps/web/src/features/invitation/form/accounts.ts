// Gift-money accounts as the wedding form shows them: rows per side (the add
// button on each side's first row), one list with a side on each row in the
// request. Funeral rows are the mourners' list as it is.
import type { CongratAccount, WeddingSideValue, WeddingInvitationEdit } from '@ongi/shared';

export interface AccountRow {
  name: string;
  bankName: string;
  bankNumber: string;
  phoneNumber: string;
}

export interface MournerRow {
  name: string;
  bankName: string;
  bankInfo: string;
  phoneNumber: string;
}

export const emptyAccountRow: AccountRow = { name: '', bankName: '', bankNumber: '', phoneNumber: '' };
export const emptyMournerRow: MournerRow = { name: '', bankName: '', bankInfo: '', phoneNumber: '' };

/** The stored rows of each side, in their order; a side without rows gets its one empty row. */
export function accountsBySide(rows: WeddingInvitationEdit['congratInfo']): Record<WeddingSideValue, AccountRow[]> {
  const side = (weddingSide: WeddingSideValue) =>
    rows.filter((row) => row.weddingSide === weddingSide).map(({ name, bankName, bankNumber, phoneNumber }) => ({ name, bankName, bankNumber, phoneNumber }));
  const groom = side('groom');
  const bride = side('bride');
  return { groom: groom.length ? groom : [emptyAccountRow], bride: bride.length ? bride : [emptyAccountRow] };
}

/** Both sides as the request's one list: the groom's rows, then the bride's. */
export function congratInfoOf(
  groom: readonly AccountRow[],
  bride: readonly AccountRow[],
): Array<Omit<CongratAccount, 'weddingSide'> & { weddingSide: WeddingSideValue }> {
  return [...groom.map((row) => ({ ...row, weddingSide: 'groom' as const })), ...bride.map((row) => ({ ...row, weddingSide: 'bride' as const }))];
}

/** 'congratInfo.3.bankName' of the request → the form row it came from ('brideAccounts.1.bankName'). */
export function congratPathToForm(path: readonly (string | number)[], groomCount: number): string {
  const [, index, ...rest] = path;
  const at = Number(index);
  const row = at < groomCount ? `groomAccounts.${at}` : `brideAccounts.${at - groomCount}`;
  return [row, ...rest].join('.');
}
