import type { contract, InputOf } from '@ongi/shared';

// The guest's page asks the API at two addresses. They are written out rather
// than through urlOf(contract…): the contract carries every domain's schemas,
// and zod would weigh more than the whole page. Their types are the
// contract's (erased from the build), so a changed path or query name still
// fails the typecheck here.
type GuestView = typeof contract.invitation.view;
type Calendar = typeof contract.invitation.calendar;

const viewPath: GuestView['path'] = '/invitation/get-detail';
const calendarPath: Calendar['path'] = '/invitation/calendar';

/** The invitation's data, by its public number. */
export function viewAddress(publicNum: string): string {
  const { orderNum }: InputOf<GuestView>['query'] = { orderNum: publicNum };
  return `/api${viewPath}?orderNum=${encodeURIComponent(orderNum)}`;
}

/** The wedding's calendar entry (.ics), by its public number. */
export function calendarAddress(publicNum: string): string {
  const { orderNum }: InputOf<Calendar>['query'] = { orderNum: publicNum };
  return `/api${calendarPath}?orderNum=${encodeURIComponent(orderNum)}`;
}
