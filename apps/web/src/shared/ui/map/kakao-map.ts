import { loadScript } from '@web/shared/lib/kakao-sdk';
import type { LocatedPlace } from './place';

// The few parts of the Kakao Maps SDK this page uses.
interface KakaoLatLng {
  readonly __latLng: unique symbol;
}
interface KakaoMaps {
  load(callback: () => void): void;
  LatLng: new (latitude: number, longitude: number) => KakaoLatLng;
  Map: new (
    container: HTMLElement,
    options: { center: KakaoLatLng; level: number; draggable: boolean; scrollwheel: boolean; disableDoubleClickZoom: boolean },
  ) => object;
  Marker: new (options: { position: KakaoLatLng; map: object }) => object;
  InfoWindow: new (options: { content: HTMLElement }) => { open(map: object, marker: object): void };
}
declare global {
  interface Window {
    kakao?: { maps: KakaoMaps };
  }
}

/** Zoom level 4 as the spec gives it: a few streets around the place. */
const zoomLevel = 4;

/** The Kakao map with a marker and the place's name in an info window; it does not move under a guest's thumb (or an administrator's). */
export async function showKakaoMap(container: HTMLElement, place: LocatedPlace, appKey: string) {
  await loadScript(`https://dapi.kakao.com/v2/maps/sdk.js?appkey=${encodeURIComponent(appKey)}&autoload=false`);
  const sdk = window.kakao;
  if (!sdk) throw new Error('카카오 지도를 불러오지 못했습니다.');
  await new Promise<void>((resolve) => sdk.maps.load(resolve));
  const { maps } = sdk;
  const position = new maps.LatLng(place.latitude, place.longitude);
  const map = new maps.Map(container, { center: position, level: zoomLevel, draggable: false, scrollwheel: false, disableDoubleClickZoom: true });
  const marker = new maps.Marker({ position, map });
  // A text node: the place's name is never read as HTML.
  const label = document.createElement('div');
  label.style.cssText = 'padding:6px 10px;font-size:13px;white-space:nowrap;color:#2b2522';
  label.textContent = place.name || place.address;
  new maps.InfoWindow({ content: label }).open(map, marker);
}
