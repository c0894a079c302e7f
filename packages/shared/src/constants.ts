// Business constants from the specification (000 section 9, 001 section 9 and
// the decisions in the spec README), written once for the web app and the
// server. Everything is `as const`, so each value is also a precise type.

/** Banks offered for the refund account, in the order the select lists them (23). */
export const refundBanks = [
  '국민',
  '기업',
  '우리',
  '신한',
  '하나',
  '농협',
  '수협',
  '카카오뱅크',
  '케이뱅크',
  '토스뱅크',
  'SC제일',
  '씨티',
  '부산',
  '경남',
  '대구',
  '광주',
  '전북',
  '제주',
  '산업',
  '저축은행',
  '새마을금고',
  '신협',
  '우체국',
] as const;
export type RefundBank = (typeof refundBanks)[number];

export function isRefundBank(value: unknown): value is RefundBank {
  return typeof value === 'string' && (refundBanks as readonly string[]).includes(value);
}

/** Rows per page: public lists 8; reviews, notices, FAQ, inquiries, my reviews and admin lists 10. */
export const pageSizes = {
  publicList: 8,
  review: 10,
  notice: 10,
  faq: 10,
  inquiry: 10,
  myReview: 10,
  admin: 10,
} as const;
export type PageSizeKey = keyof typeof pageSizes;

/**
 * Donation add-on choices in won. The old system labelled the second choice
 * 30,000 but charged 20,000; the spec README decides the value is 30,000, so a
 * payment is never charged other than what its label says.
 */
export const donationAddOns = [10000, 30000, 50000, 100000] as const;
export type DonationAddOn = (typeof donationAddOns)[number];

export function isDonationAddOn(value: unknown): value is DonationAddOn {
  return typeof value === 'number' && (donationAddOns as readonly number[]).includes(value);
}

/** "Recent orders" look back this many days. */
export const recentOrderDays = 30;

/** Period filters: 'all' has no lower bound, 0 is today, N is the last N days (see filterStartDate). */
export const orderFilterDays = ['all', 0, 10, 30, 60, 90] as const;
export type OrderFilterDays = (typeof orderFilterDays)[number];

export const inquiryFilterDays = [0, 10, 30, 60, 90, 120] as const;
export type InquiryFilterDays = (typeof inquiryFilterDays)[number];

export const reviewFilterDays = [0, 10, 30, 60, 90] as const;
export type ReviewFilterDays = (typeof reviewFilterDays)[number];

/** Korean label of a period filter choice: '전체', '오늘', '10일', ... */
export function filterDaysLabel(days: number | 'all'): string {
  if (days === 'all') return '전체';
  if (days === 0) return '오늘';
  return `${days}일`;
}

/** E-mail domain presets of the e-mail inputs; the last option of the select is direct input. */
export const emailDomains = ['naver.com', 'gmail.com'] as const;
export type EmailDomain = (typeof emailDomains)[number];

/** Select value and label of the "type the domain yourself" option. */
export const emailDirectInput = { value: 'direct', label: '직접 입력' } as const;

/** The e-mail domain select, in order: the presets, then direct input. */
export const emailDomainOptions = [...emailDomains.map((domain) => ({ value: domain, label: domain })), emailDirectInput] as const;

/** Customer service hours (Mon–Fri 09:00–17:30). */
export const serviceHours = '평일 09:00 ~ 17:30 (주말·공휴일 휴무)';

/** Photo limits: invitation gallery per selection; review photos count and size per file. */
export const photoLimits = {
  invitationPerSelection: 12,
  reviewMax: 5,
  reviewMaxMb: 10,
} as const;

/** Map centre when no place is chosen yet (Seoul City Hall). */
export const defaultMapCenter = { latitude: 37.5665, longitude: 126.978 } as const;
export type MapCenter = { latitude: number; longitude: number };

/** The kiosk asks for new messages this often when no live update arrives. */
export const kioskRefreshMs = 10000;

/** Kiosk carousel: autoplay every 4 s, 800 ms transition. */
export const kioskCarousel = { autoplayMs: 4000, transitionMs: 800 } as const;

/** Banner and ticker timings, in milliseconds. */
export const bannerIntervals = {
  home: 2000,
  campaign: 4000,
  noticeTickerStep: 3000,
  noticeTickerAnimation: 600,
} as const;
export type BannerIntervalKey = keyof typeof bannerIntervals;

/** Card text lengths on list pages, in characters (use with truncate()). */
export const cardTextLimits = {
  sponsorTitle: 14,
  sponsorContent: 20,
  donationGroupText: 40,
  homeSponsorTitle: 20,
  homeSponsorContent: 20,
} as const;

/** Year select ranges, counted from the current year in Korea (use with yearOptions()). */
export const yearRanges = {
  birthdayPast: 70,
  weddingCreateFuture: 5,
  weddingEditFuture: 10,
  funeralFuture: 10,
} as const;

/**
 * The most pixels (width × height, every frame of an animation together) an
 * uploaded picture may have. A phone camera's photo is 12 to 50 megapixels
 * (8160 × 6120 is 49.9); decoding costs memory by pixels, not bytes (a
 * 16,000 × 16,000 PNG of one colour is under a megabyte and 768 MB decoded),
 * so a picture that declares more is refused before it is decoded.
 */
export const imageMaxPixels = 64_000_000;

/** The query that opens the home page's receipt lookup with the payment number filled in (`/?receipt=…`): the link of a payer's receipt message. */
export const receiptLinkParam = 'receipt';

/** The receipt message's link: the site's home with the lookup open on this payment. */
export function receiptLinkPath(paymentId: string): string {
  return `/?${receiptLinkParam}=${encodeURIComponent(paymentId)}`;
}

/** The host's own KakaoPay 송금 link (made in the KakaoPay app): only that address, so the guest page never links elsewhere. */
export const kakaoPayLinkPattern = /^https:\/\/qr\.kakaopay\.com\/[A-Za-z0-9_-]{4,100}$/;
