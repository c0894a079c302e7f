import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Kakao Local's keyword search, for tests only: the documented
// request and answer (INTEGRATIONS.md), on 127.0.0.1 with a random port. The
// real client is pointed at it through KAKAO_LOCAL_BASE, so every byte it
// sends crosses real HTTP.

export const fakeKakaoRestKey = 'fake-kakao-rest-key';

/** A place as Kakao Local describes it. */
export interface FakeKakaoPlace {
  id: string;
  place_name: string;
  address_name: string;
  road_address_name: string;
  phone: string;
  /** Longitude, as a string. */
  x: string;
  /** Latitude, as a string. */
  y: string;
}

export interface RecordedSearch {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

type Answer = { status: number; body: unknown };

export class FakeKakaoLocal {
  readonly requests: RecordedSearch[] = [];
  private readonly places: FakeKakaoPlace[] = [];
  private nextAnswer?: Answer | 'hang';

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeKakaoLocal> {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeKakaoLocal(server, `http://127.0.0.1:${port}`);
    server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => fake.handle(request, response));
    return fake;
  }

  /** Environment that points the server's place search at this fake. */
  env(): Record<string, string> {
    return { KAKAO_REST_KEY: fakeKakaoRestKey, KAKAO_LOCAL_BASE: this.url };
  }

  /** Places the keyword search finds (by a part of the name), in this order. */
  add(...places: FakeKakaoPlace[]) {
    this.places.push(...places);
  }

  /** The next search gets this answer instead of the real one. */
  answerNext(answer: Answer) {
    this.nextAnswer = answer;
  }

  /** The next search is never answered (until the fake closes). */
  hangNext() {
    this.nextAnswer = 'hang';
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    this.requests.push({ path: url.pathname, query: url.searchParams, authorization: request.headers.authorization });
    const send = ({ status, body }: Answer) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(body));
    };
    const sabotage = this.nextAnswer;
    this.nextAnswer = undefined;
    if (sabotage === 'hang') return;
    if (sabotage) return send(sabotage);

    if (request.method !== 'GET' || url.pathname !== '/v2/local/search/keyword.json') {
      return send({ status: 404, body: { errorType: 'NotFound', message: 'not found' } });
    }
    // Kakao's own answers to a missing key and a missing query.
    if (request.headers.authorization !== `KakaoAK ${fakeKakaoRestKey}`) {
      return send({ status: 401, body: { errorType: 'AccessDeniedError', message: 'cannot find appkey' } });
    }
    const query = url.searchParams.get('query')?.trim() ?? '';
    if (query === '') return send({ status: 400, body: { errorType: 'MissingParameter', message: 'query parameter required' } });
    const size = Number(url.searchParams.get('size') ?? 15);
    const found = this.places.filter((place) => place.place_name.includes(query));
    const page = found.slice(0, size);
    send({
      status: 200,
      body: {
        meta: { total_count: found.length, pageable_count: found.length, is_end: page.length === found.length, same_name: null },
        documents: page.map((place) => ({
          ...place,
          category_group_code: '',
          category_group_name: '',
          category_name: '',
          distance: '',
          place_url: `http://place.map.kakao.com/${place.id}`,
        })),
      },
    });
  }
}
