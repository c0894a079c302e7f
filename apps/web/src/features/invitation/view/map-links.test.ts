import { describe, expect, it } from 'vitest';
import { copyableAddress, kakaoMapAppUrl, kakaoMapUrl, kakaoRouteUrl, mapAppLinks, naverAppUrl, naverWebUrl, tmapUrl } from './map-links';

const hall = { name: '더채플앳청담', detail: '3층', address: '서울 강남구 선릉로 757', latitude: 37.5246, longitude: 127.0446 };
const unplaced = { ...hall, latitude: null, longitude: null };

describe('map app links', () => {
  it('opens Naver Map in its app at the place, with the web search as the fallback', () => {
    expect(naverAppUrl(hall, 'ongi.example')).toBe(`nmap://place?lat=37.5246&lng=127.0446&name=${encodeURIComponent('더채플앳청담')}&appname=ongi.example`);
    expect(naverWebUrl(hall)).toBe(`https://map.naver.com/p/search/${encodeURIComponent('더채플앳청담')}`);
  });

  it('pins the place on Kakao Map by name and coordinates', () => {
    expect(kakaoMapUrl(hall)).toBe(`https://map.kakao.com/link/map/${encodeURIComponent('더채플앳청담')},37.5246,127.0446`);
    // A comma in the name would end the name early.
    expect(kakaoMapUrl({ ...hall, name: '홀, 본관' })).toBe(`https://map.kakao.com/link/map/${encodeURIComponent('홀  본관')},37.5246,127.0446`);
  });

  it('routes TMAP to the place (x is the longitude)', () => {
    expect(tmapUrl({ ...hall, name: '더 채플' })).toBe('tmap://route?goalname=%EB%8D%94%20%EC%B1%84%ED%94%8C&goalx=127.0446&goaly=37.5246');
  });

  it('searches by name (or address) when the place has no coordinates', () => {
    expect(naverAppUrl(unplaced, 'ongi.example')).toBeNull();
    expect(tmapUrl(unplaced)).toBeNull();
    expect(kakaoMapUrl(unplaced)).toBe(`https://map.kakao.com/link/search/${encodeURIComponent('더채플앳청담')}`);
    expect(naverWebUrl({ ...unplaced, name: '' })).toBe(`https://map.naver.com/p/search/${encodeURIComponent('서울 강남구 선릉로 757')}`);
    expect(copyableAddress({ ...hall, address: '' })).toBe('더채플앳청담');
  });

  it('gives every app a web address that works without it: TMAP and Kakao Navi the Kakao Map route on the web', () => {
    const route = `https://map.kakao.com/link/to/${encodeURIComponent('더채플앳청담')},37.5246,127.0446`;
    expect(kakaoRouteUrl(hall)).toBe(route);
    expect(kakaoMapAppUrl(hall)).toBe('kakaomap://look?p=37.5246,127.0446');
    expect(mapAppLinks(hall, 'ongi.example')).toEqual([
      { app: 'naver', label: '네이버 지도', appUrl: naverAppUrl(hall, 'ongi.example'), webUrl: naverWebUrl(hall) },
      { app: 'kakaomap', label: '카카오맵', appUrl: 'kakaomap://look?p=37.5246,127.0446', webUrl: kakaoMapUrl(hall) },
      { app: 'tmap', label: '티맵', appUrl: tmapUrl(hall), webUrl: route },
      { app: 'kakaonavi', label: '카카오내비', appUrl: null, webUrl: route },
    ]);
    for (const link of mapAppLinks(hall, 'ongi.example')) expect(link.webUrl).toMatch(/^https:\/\//);
  });

  it('offers the searches only, on the web, when the place has no coordinates', () => {
    expect(kakaoRouteUrl(unplaced)).toBeNull();
    expect(mapAppLinks(unplaced, 'ongi.example')).toEqual([
      { app: 'naver', label: '네이버 지도', appUrl: null, webUrl: naverWebUrl(unplaced) },
      { app: 'kakaomap', label: '카카오맵', appUrl: null, webUrl: kakaoMapUrl(unplaced) },
    ]);
  });
});
