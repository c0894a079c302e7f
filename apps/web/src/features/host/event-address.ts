/**
 * The host's event page, for the guest page's manage bar: app/paths.ts's
 * `mypageEvent` (equal to it, app/host-event-address.test.ts) would bring its
 * generatePath, and with it the router, into the guest's light page.
 */
export const hostEventPattern = '/mypage/event/:orderNum';

/** The event page of one order. */
export function hostEventHref(orderNum: string): string {
  return hostEventPattern.replace(':orderNum', () => encodeURIComponent(orderNum));
}
