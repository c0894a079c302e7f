import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KakaoLocalClient, MapsProviderError } from './kakao-local';
import { FakeKakaoLocal, fakeKakaoRestKey, type FakeKakaoPlace } from './testing/fake-kakao-local';

let fake: FakeKakaoLocal;
let client: KakaoLocalClient;

const funeralHome: FakeKakaoPlace = {
  id: '10808498',
  place_name: '온기병원 장례식장',
  address_name: '서울 송파구 풍납동 1-1',
  road_address_name: '서울 송파구 온기로 88',
  phone: '02-3010-2000',
  x: '127.107889',
  y: '37.526453',
};
const hospital: FakeKakaoPlace = {
  id: '8160720',
  place_name: '온기병원',
  address_name: '서울 송파구 풍납동 1-1',
  road_address_name: '서울 송파구 온기로 88',
  phone: '1688-7575',
  x: '127.108101',
  y: '37.526727',
};

beforeAll(async () => {
  fake = await FakeKakaoLocal.start();
  fake.add(hospital, funeralHome);
  // Trailing slash on purpose: a base typed with one must still reach the documented path.
  client = new KakaoLocalClient({ restKey: fakeKakaoRestKey, base: `${fake.url}/`, timeoutMs: 1_000 });
});
afterAll(() => fake.close());

describe('Kakao Local keyword search against a fake Kakao', () => {
  it('asks the documented path with the query, page size 15 and the REST key', async () => {
    await client.searchKeyword('온기병원 장례식장');
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v2/local/search/keyword.json');
    expect(Object.fromEntries(request.query)).toEqual({ query: '온기병원 장례식장', size: '15' });
    expect(request.authorization).toBe(`KakaoAK ${fakeKakaoRestKey}`);
  });

  it('maps documents to places in Kakao’s order, x as the longitude and y as the latitude', async () => {
    const places = await client.searchKeyword('온기병원');
    expect(places).toEqual([
      {
        id: 'kakao:8160720',
        placeName: '온기병원',
        addressName: '서울 송파구 풍납동 1-1',
        roadAddressName: '서울 송파구 온기로 88',
        phone: '1688-7575',
        placeUrl: 'http://place.map.kakao.com/8160720',
        latitude: 37.526727,
        longitude: 127.108101,
      },
      {
        id: 'kakao:10808498',
        placeName: '온기병원 장례식장',
        addressName: '서울 송파구 풍납동 1-1',
        roadAddressName: '서울 송파구 온기로 88',
        phone: '02-3010-2000',
        placeUrl: 'http://place.map.kakao.com/10808498',
        latitude: 37.526453,
        longitude: 127.107889,
      },
    ]);
  });

  it('answers an empty list when Kakao finds nothing', async () => {
    expect(await client.searchKeyword('없는장소이름')).toEqual([]);
  });

  it('leaves out a document without usable coordinates and keeps the rest', async () => {
    fake.answerNext({ status: 200, body: { meta: {}, documents: [{ ...funeralHome, x: '', y: '' }, hospital] } });
    expect((await client.searchKeyword('온기')).map((place) => place.placeName)).toEqual(['온기병원']);
  });

  it('fails on an error status, naming the status and Kakao’s error type but not the key', async () => {
    const wrongKey = new KakaoLocalClient({ restKey: 'revoked-key', base: fake.url });
    const error = await wrongKey.searchKeyword('온기').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MapsProviderError);
    expect((error as Error).message).toBe('kakao local answered 401 (AccessDeniedError)');
    expect((error as Error).message).not.toContain('revoked-key');

    fake.answerNext({ status: 500, body: 'upstream down' });
    await expect(client.searchKeyword('온기')).rejects.toThrow('kakao local answered 500 (no error type)');
  });

  it('fails on a 200 answer that is not a search result', async () => {
    fake.answerNext({ status: 200, body: { message: 'maintenance' } });
    await expect(client.searchKeyword('온기')).rejects.toThrow(/without documents/);
  });

  it('gives up on a Kakao that does not answer in time', async () => {
    fake.hangNext();
    const impatient = new KakaoLocalClient({ restKey: fakeKakaoRestKey, base: fake.url, timeoutMs: 200 });
    const error = await impatient.searchKeyword('온기').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MapsProviderError);
    expect((error as Error).message).toMatch(/could not be reached/);
    expect((error as Error & { cause: Error }).cause.name).toBe('TimeoutError');
  });

  it('fails when Kakao cannot be reached at all', async () => {
    const gone = await FakeKakaoLocal.start();
    const base = gone.url;
    await gone.close();
    await expect(new KakaoLocalClient({ restKey: fakeKakaoRestKey, base }).searchKeyword('온기')).rejects.toThrow(/could not be reached/);
  });
});
