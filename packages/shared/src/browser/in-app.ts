// Which app's built-in browser a page is open in, from its user agent. Most
// guests open an invitation from a KakaoTalk chat and never leave its browser,
// which ignores downloads and is unreliable with popups; the page adapts what
// would not work there (the calendar file, the payment window).

export const inAppBrowserApps = ['kakaotalk', 'naver', 'instagram', 'facebook', 'line', 'band'] as const;
export type InAppBrowserApp = (typeof inAppBrowserApps)[number];
export type InAppPlatform = 'android' | 'ios' | 'other';

export interface InAppBrowser {
  app: InAppBrowserApp;
  platform: InAppPlatform;
}

// Each app writes its own mark into the user agent (KakaoTalk 'KAKAOTALK 10.4.5', Naver 'NAVER(inapp; …)', Instagram 'Instagram 312…').
const marks: readonly [InAppBrowserApp, RegExp][] = [
  ['kakaotalk', /\bKAKAOTALK\b/i],
  ['naver', /\bNAVER\(inapp/i],
  ['instagram', /\bInstagram\b/],
  ['facebook', /\bFBAN\/|\bFBAV\//],
  ['line', /\bLine\/\d/],
  ['band', /\bBAND\/\d/],
];

function platformOf(userAgent: string): InAppPlatform {
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  return 'other';
}

/** The app whose browser this is and its platform, or null for an ordinary browser. */
export function inAppBrowser(userAgent: string | null | undefined): InAppBrowser | null {
  const agent = userAgent ?? '';
  const found = marks.find(([, mark]) => mark.test(agent));
  return found ? { app: found[0], platform: platformOf(agent) } : null;
}

/** What the guest page says where an in-app browser cannot do something (the guest page imports these without the whole of messages.ts). */
export const inAppMessages = {
  /** Beside the calendar file in an in-app browser that cannot hand it to the phone. */
  calendarElsewhere: "이 앱 안에서는 캘린더 파일이 저장되지 않을 수 있습니다. 메뉴의 '다른 브라우저로 열기'를 누른 뒤 다시 눌러 주세요.",
  /** In KakaoTalk the file opens in the phone's own browser, which hands it to the calendar. */
  calendarOpensOutside: '기본 브라우저에서 캘린더 파일을 엽니다.',
} as const;

/** KakaoTalk's documented scheme that opens an address in the phone's own browser (Android and iOS alike). */
export function kakaoTalkExternalUrl(url: string): string {
  return `kakaotalk://web/openExternal?url=${encodeURIComponent(url)}`;
}

/**
 * Whether payment windows should come back by redirect rather than as a
 * popup: any in-app browser, and phones generally (PortOne's mobile flow
 * answers by redirect on most mobile browsers).
 */
export function prefersPaymentRedirect(userAgent: string | null | undefined): boolean {
  const agent = userAgent ?? '';
  return inAppBrowser(agent) !== null || /Mobi|Android|iPhone|iPad|iPod/i.test(agent);
}
