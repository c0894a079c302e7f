import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Place } from '@ongi/shared';
import { loadConfig } from '@server/config';
import { createPartner } from '@server/seed/factories';
import { createTestApp, type TestContext } from '@server/test/app';
import { FakeKakaoLocal, fakeKakaoRestKey } from '@server/integrations/maps/testing/fake-kakao-local';
import { placeDirectory } from './directory';

let t: TestContext;

const search = (query: string | undefined, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/api/place/search', query: query === undefined ? {} : { query }, remoteAddress });
const placesFor = async (query: string): Promise<Place[]> => {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The shipped place of that name, as the search answers it. */
function shipped(name: string): Place {
  const index = placeDirectory.findIndex((place) => place.name === name);
  const place = placeDirectory[index];
  if (!place) throw new Error(`${name} is not in the directory`);
  return {
    id: `directory:${index + 1}`,
    placeName: place.name,
    addressName: '',
    roadAddressName: place.roadAddress,
    phone: '',
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

let haeundaeHall: Awaited<ReturnType<typeof createPartner>>;
let centumHall: Awaited<ReturnType<typeof createPartner>>;
let seaHall: Awaited<ReturnType<typeof createPartner>>;
let stationHall: Awaited<ReturnType<typeof createPartner>>;
let samsungFuneral: Awaited<ReturnType<typeof createPartner>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const busan = {
    addressName: '부산 해운대구 우동 1411',
    roadAddressName: '부산 해운대구 센텀중앙로 55',
    latitude: 35.16916,
    longitude: 129.13155,
    phone: '0517440000',
  };
  haeundaeHall = await createPartner(db, { name: '해운대 그랜드웨딩', ...busan });
  centumHall = await createPartner(db, { name: '센텀 해운대홀', ...busan });
  seaHall = await createPartner(db, { name: '바다빛 웨딩', ...busan });
  stationHall = await createPartner(db, { name: '서울역웨딩컨벤션', roadAddressName: '서울 중구 한강대로 405', latitude: 37.55465, longitude: 126.9706 });
  samsungFuneral = await createPartner(db, {
    type: 'funeral',
    name: '삼성서울병원 장례식장',
    addressName: '서울 강남구 일원동 50',
    roadAddressName: '서울 강남구 일원로 81',
    latitude: 37.48944,
    longitude: 127.08988,
    phone: '0234103151',
  });
  // Typed in by hand, never placed on the map: it cannot be a marker.
  await createPartner(db, { name: '좌표없는 웨딩홀', latitude: null, longitude: null });
});
afterAll(() => t.close());

describe('GET /api/place/search without Kakao keys (the place directory)', () => {
  it('finds a partner venue by its name, as a place with its address, phone and coordinates', async () => {
    const [first] = await placesFor('바다빛 웨딩');
    expect(first).toEqual({
      id: `partner:${seaHall.partnerSeq}`,
      placeName: '바다빛 웨딩',
      addressName: '부산 해운대구 우동 1411',
      roadAddressName: '부산 해운대구 센텀중앙로 55',
      phone: '0517440000',
      latitude: 35.16916,
      longitude: 129.13155,
    });
  });

  it('finds a shipped place: a funeral home across the country, a hotel, a landmark', async () => {
    expect((await placesFor('서울아산병원 장례식장'))[0]).toEqual(shipped('서울아산병원 장례식장'));
    expect((await placesFor('부산대학교병원'))[0]).toEqual(shipped('부산대학교병원 장례식장'));
    expect((await placesFor('남산서울타워'))[0]).toEqual(shipped('남산서울타워'));
  });

  it('ignores case and spaces in the name, and compares Korean as typed', async () => {
    expect((await placesFor('jw메리어트'))[0]).toEqual(shipped('JW 메리어트 호텔 서울'));
    expect((await placesFor('서울 아산병원장례식장'))[0]).toEqual(shipped('서울아산병원 장례식장'));
    // No romanisation: Latin letters do not find a Korean name.
    expect(await placesFor('seoul asan')).toEqual([]);
  });

  it('ranks the whole name, then the start of a name, then inside a name, then the address; partners first at equal rank', async () => {
    const places = await placesFor('해운대');
    expect(places.slice(0, 5).map((place) => place.id)).toEqual([
      `partner:${haeundaeHall.partnerSeq}`, // name starts with it, a partner
      shipped('해운대해수욕장').id, // name starts with it, shipped
      `partner:${centumHall.partnerSeq}`, // name contains it, a partner
      shipped('인제대학교 해운대백병원 장례식장').id, // name contains it, shipped
      `partner:${seaHall.partnerSeq}`, // only the address holds it, a partner
    ]);
    const rest = places.slice(5);
    expect(rest.length).toBeGreaterThan(0);
    for (const place of rest) {
      expect(place.id).toMatch(/^directory:/);
      expect(place.placeName).not.toContain('해운대');
      expect(place.roadAddressName).toContain('해운대');
    }
  });

  it('puts a shipped place named exactly so before a partner whose name only starts so', async () => {
    const places = await placesFor('서울역');
    expect(places.slice(0, 2).map((place) => place.id)).toEqual([shipped('서울역').id, `partner:${stationHall.partnerSeq}`]);
  });

  it('shows a partner instead of the shipped place of the same name', async () => {
    const places = await placesFor('삼성서울병원 장례식장');
    expect(places[0]?.id).toBe(`partner:${samsungFuneral.partnerSeq}`);
    expect(places.filter((place) => place.placeName === '삼성서울병원 장례식장')).toHaveLength(1);
  });

  it('answers 15 places at most', async () => {
    expect(placeDirectory.filter((place) => place.name.includes('병원')).length).toBeGreaterThan(15);
    expect(await placesFor('병원')).toHaveLength(15);
  });

  it('answers an empty list when nothing matches, and leaves out partners without coordinates', async () => {
    expect(await placesFor('없는장소이름')).toEqual([]);
    expect(await placesFor('좌표없는')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await placesFor('%')).toEqual([]);
    expect(await placesFor('_')).toEqual([]);
  });

  it('may be kept a minute by shared caches', async () => {
    const response = await search('서울역');
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });

  it.each([
    ['no query', undefined],
    ['an empty query', ''],
    ['only spaces', '   '],
    ['a query over 50 characters', '가'.repeat(51)],
  ])('answers 400 with the form’s sentence for %s', async (_label, query) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.place.queryRequired });
  });

  it('is limited to 60 searches a minute per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await search(`장례식장 ${i}`, '198.51.100.23')).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    const blocked = await search('서울역', '198.51.100.23');
    expect(blocked.json()).toEqual({ message: messages.common.tooManyRequests });
    // Another address is not held up by it.
    expect((await search('서울역', '198.51.100.24')).statusCode).toBe(200);
  });
});

describe('GET /api/place/search with a Kakao REST key', () => {
  let fake: FakeKakaoLocal;
  let kakao: TestContext;
  const logLines: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-place-kakao-'));

  beforeAll(async () => {
    fake = await FakeKakaoLocal.start();
    fake.add({
      id: '27531028',
      place_name: '온기가든 청담',
      address_name: '서울 강남구 청담동 1-1',
      road_address_name: '서울 강남구 온기로 11',
      phone: '02-540-0000',
      x: '127.0466',
      y: '37.5246',
    });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies', ...fake.env() });
    kakao = await createTestApp({ config, logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } });
    await createPartner(kakao.database.db, { name: '온기가든 청담 제휴홀' });
  });
  afterAll(async () => {
    await kakao.close();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const kakaoSearch = (query: string) => kakao.app.inject({ method: 'GET', url: '/api/place/search', query: { query } });

  it('answers Kakao Local’s places, not the partners or the directory', async () => {
    const response = await kakaoSearch('온기가든');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 'kakao:27531028',
        placeName: '온기가든 청담',
        addressName: '서울 강남구 청담동 1-1',
        roadAddressName: '서울 강남구 온기로 11',
        phone: '02-540-0000',
        placeUrl: 'http://place.map.kakao.com/27531028',
        latitude: 37.5246,
        longitude: 127.0466,
      },
    ]);
    const request = fake.requests.at(-1)!;
    expect(request.query.get('query')).toBe('온기가든');
    expect(request.authorization).toBe(`KakaoAK ${fakeKakaoRestKey}`);
    // The directory's landmark is not searched when Kakao answers.
    expect(await kakaoSearch('남산서울타워').then((answer) => answer.json())).toEqual([]);
  });

  it('answers 502 when Kakao fails, and logs it without the key', async () => {
    fake.answerNext({ status: 500, body: { errorType: 'InternalServerError', message: 'boom' } });
    const response = await kakaoSearch('온기가든');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: messages.place.providerError });
    expect(response.headers['cache-control']).toBe('no-store');
    const logged = logLines.join('');
    expect(logged).toContain('kakao local answered 500 (InternalServerError)');
    expect(logged).not.toContain(fakeKakaoRestKey);
  });
});
