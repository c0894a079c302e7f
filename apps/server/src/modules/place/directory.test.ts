import { describe, expect, it } from 'vitest';
import { placeDirectory } from './directory';

// Generous boxes around each province (시·도), as the road address names it:
// a coordinate outside its own province's box is a marker in the wrong town.
const provinces: Record<string, { latitude: [number, number]; longitude: [number, number] }> = {
  서울: { latitude: [37.41, 37.72], longitude: [126.76, 127.19] },
  부산: { latitude: [34.87, 35.4], longitude: [128.75, 129.32] },
  대구: { latitude: [35.6, 36.33], longitude: [128.35, 128.78] },
  인천: { latitude: [37.0, 37.98], longitude: [124.6, 126.8] },
  광주: { latitude: [35.05, 35.26], longitude: [126.64, 127.02] },
  대전: { latitude: [36.18, 36.5], longitude: [127.24, 127.56] },
  울산: { latitude: [35.32, 35.73], longitude: [128.96, 129.47] },
  세종특별자치시: { latitude: [36.4, 36.74], longitude: [127.14, 127.41] },
  경기: { latitude: [36.89, 38.29], longitude: [126.37, 127.86] },
  강원특별자치도: { latitude: [37.02, 38.62], longitude: [127.08, 129.37] },
  충북: { latitude: [36.0, 37.27], longitude: [127.27, 128.66] },
  충남: { latitude: [35.97, 37.07], longitude: [125.95, 127.64] },
  전북특별자치도: { latitude: [35.3, 36.16], longitude: [126.36, 127.92] },
  전남: { latitude: [33.88, 35.5], longitude: [125.06, 127.9] },
  경북: { latitude: [35.57, 37.56], longitude: [127.8, 131.9] },
  경남: { latitude: [34.46, 35.91], longitude: [127.57, 129.23] },
  제주특별자치도: { latitude: [33.1, 33.57], longitude: [126.14, 126.98] },
};

const fiveDecimals = (value: number) => Number(value.toFixed(5)) === value;

describe('the shipped place directory', () => {
  it('holds a few hundred places of every category', () => {
    expect(placeDirectory.length).toBeGreaterThanOrEqual(200);
    for (const category of ['wedding', 'funeral', 'landmark'] as const) {
      expect(placeDirectory.filter((place) => place.category === category).length).toBeGreaterThanOrEqual(20);
    }
  });

  it.each(placeDirectory.map((place) => [place.name, place] as const))('%s has a name, a road address and coordinates of 5 decimals', (_name, place) => {
    expect(place.name.trim()).toBe(place.name);
    expect(place.name).not.toBe('');
    // '{시·도} {시·군·구} … {도로명} {건물번호}' (세종 has no 시·군·구)
    expect(place.roadAddress).toMatch(/^\S+ (\S+ )*\S+(로|길) (지하 )?\d+(-\d+)?$/);
    expect(fiveDecimals(place.latitude)).toBe(true);
    expect(fiveDecimals(place.longitude)).toBe(true);
  });

  it.each(placeDirectory.map((place) => [place.name, place] as const))('%s lies in South Korea, inside the province its address names', (_name, place) => {
    expect(place.latitude).toBeGreaterThan(33);
    expect(place.latitude).toBeLessThan(38.7);
    expect(place.longitude).toBeGreaterThan(124.5);
    expect(place.longitude).toBeLessThan(132);
    const [provinceName = ''] = place.roadAddress.split(' ');
    const province = provinces[provinceName];
    if (!province) throw new Error(`unknown province in '${place.roadAddress}'`);
    expect(place.latitude).toBeGreaterThanOrEqual(province.latitude[0]);
    expect(place.latitude).toBeLessThanOrEqual(province.latitude[1]);
    expect(place.longitude).toBeGreaterThanOrEqual(province.longitude[0]);
    expect(place.longitude).toBeLessThanOrEqual(province.longitude[1]);
  });

  it('names each place once', () => {
    const names = placeDirectory.map((place) => place.name.replace(/\s+/g, ''));
    expect(new Set(names).size).toBe(names.length);
  });
});
