// What the kiosk's address says: ?kioskStyle= and ?page= as the spec reads
// them, and the guest page its QR code leads to.

export type KioskStyle = 1 | 2 | 3 | 4;

/** ?kioskStyle= when it is 1..4; anything else (missing, 9, 'abc') is the invitation's own style. */
export function kioskStyleOf(requested: string | null, own: number): KioskStyle {
  const wanted = Number(requested);
  if (requested && Number.isInteger(wanted) && wanted >= 1 && wanted <= 4) return wanted as KioskStyle;
  return (Number.isInteger(own) && own >= 1 && own <= 4 ? own : 1) as KioskStyle;
}

/** ?page= for the payment list: a whole number from 1, else 1. */
export function kioskPageOf(requested: string | null): number {
  const page = Number(requested);
  return requested && Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The guest page of a kiosk address: the same origin, the kiosk segment and the query dropped (spec). */
export function guestAddressOf(location: { origin: string; pathname: string }): string {
  return `${location.origin}${location.pathname.replace(/\/kiosk(?=\/)/, '').replace(/\/$/, '')}`;
}
