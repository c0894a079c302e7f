// The payment modal's constants and arithmetic, without zod, so the guest's
// invitation page can import them from '@ongi/shared/light' within its
// JavaScript budget. The schemas that check the same values sit in
// payment-checkout.ts.

/**
 * The providers a payment can go through: PortOne V2, Kiwoom Pay, or the
 * built-in sandbox that stands in when neither has keys.
 */
export const paymentGateways = ['portone', 'kiwoom', 'sandbox'] as const;
export type PaymentGateway = (typeof paymentGateways)[number];

/**
 * What the browser does to pay. 'portone': the PortOne browser SDK's
 * requestPayment (the guest page and the payment test page). 'kiwoom': an
 * EUC-KR form posted into a named 468 x 750 window, then 확인하기 (the
 * member-side modal of the campaign page and the home's quick menu). The
 * sandbox runs either flow with its own window.
 */
export const paymentFlows = ['portone', 'kiwoom'] as const;
export type PaymentFlow = (typeof paymentFlows)[number];

/** The provider window of the Kiwoom flow (spec 000 sections 4 and 9). */
export const paymentWindow = { name: 'KIWOOMPAY', width: 468, height: 750 } as const;

/** The result is checked this long after the window action (spec 000 section 4). */
export const paymentCheckDelayMs = 1500;

/** The payment test page's card payment (spec 001 section 9). */
export const testPaymentAmount = 1000;

/** A donation typed into the free amount field: at least and at most this many won (the presets sit inside). */
export const donationAmountLimits = { min: 1000, max: 10_000_000 } as const;

/** The sender's name and message as the kiosk and the receipt show them. */
export const paymentTextLimits = { name: 30, message: 100 } as const;

/**
 * Kiwoom's TYPE: 'M' for phones and tablets (by user agent, as the spec
 * says), 'P' (popup) otherwise.
 */
export const kiwoomDeviceTypes = ['M', 'P'] as const;
export type KiwoomDeviceType = (typeof kiwoomDeviceTypes)[number];

export function kiwoomDeviceType(userAgent: string | null | undefined): KiwoomDeviceType {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent ?? '') ? 'M' : 'P';
}

/**
 * The four preset sentences of the message field: the spec's condolence
 * ones for funerals, and four fitting ones for weddings. A campaign page
 * picks by the campaign's type (WEDDING → W, FUNERAL → F; others W).
 */
export const wreathMessagePresets = {
  F: [
    '삼가 고인의 명복을 빕니다.',
    '깊은 애도를 표하며, 유가족분들께 위로의 말씀을 드립니다.',
    '하늘에서 편히 쉬시길 기도합니다.',
    '고인의 따뜻한 뜻이 나눔으로 이어지길 바랍니다.',
  ],
  W: ['결혼을 진심으로 축하드립니다.', '두 분의 새로운 출발을 응원합니다.', '늘 오늘처럼 행복하세요.', '사랑으로 가득한 가정 이루시길 바랍니다.'],
} as const;

/** The presets for an invitation kind ('W' or 'F') or a campaign type ('WEDDING', 'FUNERAL', null). */
export function wreathMessagePresetsFor(kind: 'W' | 'F' | 'WEDDING' | 'FUNERAL' | null | undefined): readonly string[] {
  return kind === 'F' || kind === 'FUNERAL' ? wreathMessagePresets.F : wreathMessagePresets.W;
}

/** Card companies the sandbox checkout window offers. */
export const sandboxCardCompanies = ['신한카드', '삼성카드', '현대카드', 'KB국민카드', '롯데카드', '하나카드', '우리카드', 'BC카드', 'NH농협카드'] as const;

/** What the payer is charged: the campaign's base amount plus the chosen donation. */
export function paymentTotal(campaignAmount: number, donationAmount: number): number {
  return campaignAmount + donationAmount;
}

/** A campaign's donated share unless it says otherwise: half. */
export const defaultDonatedPercent = 50;

/** A donated share in words: '절반' for the default, '30%' otherwise. */
export function donatedShareWords(percent: number = defaultDonatedPercent): string {
  return percent === defaultDonatedPercent ? '절반' : `${percent}%`;
}

/** The same as the subject of a sentence: '절반이', '30%가' (퍼센트 takes 가). */
export function donatedShareSubject(percent: number = defaultDonatedPercent): string {
  return `${donatedShareWords(percent)}${percent === defaultDonatedPercent ? '이' : '가'}`;
}

/**
 * The part of a payment that goes to the organisation: the campaign's share
 * (fixed on the payment when paid) of what stays paid after any refund,
 * rounded down to the won; the database computes the same for each payment
 * (payment.donated_amount), which the ledger sums, so the modal, the receipt
 * and the ledger agree (docs/decisions/021-settlements.md).
 */
export function donatedShare(amount: number, cancelledAmount = 0, percent: number = defaultDonatedPercent): number {
  return Math.floor((Math.max(0, amount - cancelledAmount) * percent) / 100);
}
