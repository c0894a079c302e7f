// What the kiosk journeys share: a seeded invitation with paid wreaths, and
// reading the kiosk's QR code back from a screenshot as a phone would.
import type { Locator } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { InvitationView, KioskNameWall, KioskPayment } from '@ongi/shared';
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

/** One wreath paid through the sandbox as a guest's phone pays it: intent, the provider's window, approval, confirmation. */
export async function payWreath(publicNum: string, wreath: { name: string; message: string; donationAmount?: number }): Promise<void> {
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await fetch(`${BASE_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE_URL },
      body: JSON.stringify(data),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const intent = await post<{ paymentId: string; invitationSeq: number; amount: number; orderName: string; portone?: { storeId: string; channelKey: string } }>(
    '/api/payment/unique-payment-id',
    { publicNum, donationAmount: 10000, ...wreath, phoneNum: '01056781234', senderDisplay: 'NAME', agreeTerms: true },
  );
  await post('/api/sandbox/payments', {
    storeId: intent.portone?.storeId,
    channelKey: intent.portone?.channelKey,
    paymentId: intent.paymentId,
    orderName: intent.orderName,
    totalAmount: intent.amount,
    currency: 'KRW',
    payMethod: 'CARD',
  });
  await post(`/api/sandbox/payments/${intent.paymentId}/approve`, { cardCompany: '신한카드', cardNumber: '1234-5678-9012-3456', webhook: false });
  await post(`/api/payment/verify/${intent.paymentId}/${intent.invitationSeq}`, {});
}

/** Names no seeded sender has (shown whole: the payer chose 이름 그대로), `count` of them. */
export function guestNames(count: number, tag: string): string[] {
  const family = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
  const given = ['서준', '하은', '도윤', '지우', '민서', '예준', '수아', '시우', '지민', '하준'];
  return Array.from({ length: count }, (_, n) => `${family[n % family.length]}${given[Math.floor(n / family.length) % given.length]}${tag}`);
}

/** `count` wreaths, a few at a time as guests pay them. */
export async function payWreaths(publicNum: string, names: readonly string[]): Promise<void> {
  for (let start = 0; start < names.length; start += 5) {
    await Promise.all(names.slice(start, start + 5).map((name) => payWreath(publicNum, { name, message: `${name}님이 마음을 전합니다` })));
  }
}

/** The kiosk's name wall as the screen reads it. */
export async function kioskNameWall(publicNum: string): Promise<KioskNameWall> {
  const response = await fetch(`${BASE_URL}/api/kiosk/names/${publicNum}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`name wall ${publicNum} answered ${response.status}`);
  return (await response.json()) as KioskNameWall;
}
