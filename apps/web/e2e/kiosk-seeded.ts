// What the kiosk journeys share: a seeded invitation with paid wreaths, and
// reading the kiosk's QR code back from a screenshot as a phone would.
import type { Locator } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { InvitationView, KioskPayment } from '@ongi/shared';
import { BASE_URL } from './support/browser';

export interface KioskPaymentPage {
  content: KioskPayment[];
  totalElements: number;
}

export async function kioskPayments(publicNum: string): Promise<KioskPaymentPage> {
  const response = await fetch(`${BASE_URL}/api/payment/get-payment-list-for-kiosk/${publicNum}/1`);
  if (!response.ok) throw new Error(`kiosk list ${publicNum} answered ${response.status}`);
  return (await response.json()) as KioskPaymentPage;
}

/** The first seeded invitation of a kind that already has paid wreaths with messages. */
export async function withWreaths(views: InvitationView[], type: 'W' | 'F'): Promise<{ view: InvitationView; payments: KioskPayment[] }> {
  for (const view of views.filter((candidate) => candidate.invitationType === type)) {
    const page = await kioskPayments(view.publicNum);
    if (page.content.some((payment) => payment.message.trim())) return { view, payments: page.content };
  }
  throw new Error(`시드에 기부화환 메시지가 있는 ${type === 'W' ? '청첩장' : '부고장'}이 없습니다.`);
}

/** The text a phone camera reads from the QR code on the screen. */
export async function decodeQr(qr: Locator): Promise<string | null> {
  const png = PNG.sync.read(await qr.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength), png.width, png.height);
  return code?.data ?? null;
}
