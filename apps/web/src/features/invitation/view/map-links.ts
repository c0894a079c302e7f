// Deep links that open the place in Korea's map apps. They need no key, so
// they are offered on every page, with the map or without it.
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

/** TMAP's route to the place (x is the longitude, y the latitude). Null without coordinates. */
export function tmapUrl(place: ViewPlace): string | null {
  if (!hasCoordinates(place)) return null;
  return `tmap://route?${query({ goalname: placeLabel(place), goalx: place.longitude, goaly: place.latitude })}`;
}

/** The address as a guest pastes it into a navigation app. */
export function copyableAddress(place: ViewPlace): string {
  return place.address.trim() || placeLabel(place);
}
