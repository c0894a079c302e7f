// Deep links that open the place in Korea's map apps. They need no key, so
// they are offered on every page, with the map or without it. Each has a web
// address that works without the app (and in any in-app browser): the link's
// own href, which a phone opens when trying the app did not take it away.
import type { WeddingView } from '@ongi/shared';

export type ViewPlace = WeddingView['place'];

const hasCoordinates = (place: ViewPlace): place is ViewPlace & { latitude: number; longitude: number } => place.latitude !== null && place.longitude !== null;

/** What the apps search for when there are no coordinates, and name the pin with when there are. */
const placeLabel = (place: ViewPlace) => place.name.trim() || place.address.trim();

/** Query strings with %20 for spaces: the apps show a '+' as it is. */
const query = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** Naver Map's app link; `appName` is this site's host, as Naver asks of web pages. Null without coordinates. */
export function naverAppUrl(place: ViewPlace, appName: string): string | null {
  if (!hasCoordinates(place)) return null;
  return `nmap://place?${query({ lat: place.latitude, lng: place.longitude, name: placeLabel(place), appname: appName })}`;
}

/** Naver Map on the web: the fallback when the app is not installed, and the link itself on a computer. */
export function naverWebUrl(place: ViewPlace): string {
  return `https://map.naver.com/p/search/${encodeURIComponent(placeLabel(place))}`;
}

/** Kakao Map's link: a pin at the coordinates named after the place (its search without coordinates). */
export function kakaoMapUrl(place: ViewPlace): string {
  // The link separates name and coordinates with commas.
  const name = encodeURIComponent(placeLabel(place).replaceAll(',', ' '));
  return hasCoordinates(place) ? `https://map.kakao.com/link/map/${name},${place.latitude},${place.longitude}` : `https://map.kakao.com/link/search/${name}`;
}

/** Kakao Map's app at the place. Null without coordinates. */
export function kakaoMapAppUrl(place: ViewPlace): string | null {
  if (!hasCoordinates(place)) return null;
  return `kakaomap://look?p=${place.latitude},${place.longitude}`;
}

/**
 * Kakao Map's route to the place on the web, the start left to the guest
 * (their location). The fallback of TMAP and Kakao Navi: TMAP has no web map
 * that opens without a key, and Kakao Navi's web fallback went with its SDK's.
 */
export function kakaoRouteUrl(place: ViewPlace): string | null {
  if (!hasCoordinates(place)) return null;
  const name = encodeURIComponent(placeLabel(place).replaceAll(',', ' '));
  return `https://map.kakao.com/link/to/${name},${place.latitude},${place.longitude}`;
}

/** TMAP's route to the place (x is the longitude, y the latitude). Null without coordinates. */
export function tmapUrl(place: ViewPlace): string | null {
  if (!hasCoordinates(place)) return null;
  return `tmap://route?${query({ goalname: placeLabel(place), goalx: place.longitude, goaly: place.latitude })}`;
}

export type MapApp = 'naver' | 'kakaomap' | 'tmap' | 'kakaonavi';

export interface MapAppLink {
  app: MapApp;
  label: string;
  /** The app's own address, tried first on a phone; null when there is none to try. */
  appUrl: string | null;
  /** Where the link goes without the app: the anchor's href. */
  webUrl: string;
}

/** The map apps offered for a place, in the order they show; TMAP and Kakao Navi need coordinates. */
export function mapAppLinks(place: ViewPlace, appName: string): MapAppLink[] {
  const route = kakaoRouteUrl(place);
  const tmap = tmapUrl(place);
  return [
    { app: 'naver', label: '네이버 지도', appUrl: naverAppUrl(place, appName), webUrl: naverWebUrl(place) },
    { app: 'kakaomap', label: '카카오맵', appUrl: kakaoMapAppUrl(place), webUrl: kakaoMapUrl(place) },
    ...(route && tmap ? [{ app: 'tmap', label: '티맵', appUrl: tmap, webUrl: route } as const] : []),
    // Without its SDK Kakao Navi cannot be started from a web page; the route opens in Kakao Map, on the web or in its app.
    ...(route ? [{ app: 'kakaonavi', label: '카카오내비', appUrl: null, webUrl: route } as const] : []),
  ];
}

/** The address as a guest pastes it into a navigation app. */
export function copyableAddress(place: ViewPlace): string {
  return place.address.trim() || placeLabel(place);
}
