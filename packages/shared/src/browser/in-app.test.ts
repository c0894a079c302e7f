import { describe, expect, it } from 'vitest';
import { inAppBrowser, kakaoTalkExternalUrl, prefersPaymentRedirect } from './in-app';

const kakaoAndroid =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 KAKAOTALK 10.4.5';
const kakaoIos = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.6.0';
const naverAndroid =
  'Mozilla/5.0 (Linux; Android 13; SM-G991N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.4.2)';
const instagramIos =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 312.0.2.17.116 (iPhone15,2; iOS 17_1; ko_KR; ko; scale=3.00; 1179x2556; 548339486)';
const facebookAndroid =
  'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/117.0.5938.60 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/435.0.0.42.112;]';
const lineIos = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.15.1';
const chromeAndroid = 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36';
const safariIos = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const chromeDesktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('inAppBrowser', () => {
  it.each([
    [kakaoAndroid, { app: 'kakaotalk', platform: 'android' }],
    [kakaoIos, { app: 'kakaotalk', platform: 'ios' }],
    [naverAndroid, { app: 'naver', platform: 'android' }],
    [instagramIos, { app: 'instagram', platform: 'ios' }],
    [facebookAndroid, { app: 'facebook', platform: 'android' }],
    [lineIos, { app: 'line', platform: 'ios' }],
  ])('names the app and platform of %s', (userAgent, expected) => {
    expect(inAppBrowser(userAgent)).toEqual(expected);
  });

  it.each([chromeAndroid, safariIos, chromeDesktop, '', null, undefined])('is null for an ordinary browser (%s)', (userAgent) => {
    expect(inAppBrowser(userAgent)).toBeNull();
  });
});

describe('kakaoTalkExternalUrl', () => {
  it("wraps the whole address, its query included, in KakaoTalk's open-external scheme", () => {
    expect(kakaoTalkExternalUrl('https://ongi.example/api/invitation/calendar?orderNum=W1234')).toBe(
      'kakaotalk://web/openExternal?url=https%3A%2F%2Fongi.example%2Fapi%2Finvitation%2Fcalendar%3ForderNum%3DW1234',
    );
  });
});

describe('prefersPaymentRedirect', () => {
  it('is true in in-app browsers and on phones, false on a computer', () => {
    expect(prefersPaymentRedirect(kakaoAndroid)).toBe(true);
    expect(prefersPaymentRedirect(kakaoIos)).toBe(true);
    expect(prefersPaymentRedirect(chromeAndroid)).toBe(true);
    expect(prefersPaymentRedirect(safariIos)).toBe(true);
    expect(prefersPaymentRedirect(chromeDesktop)).toBe(false);
  });
});
