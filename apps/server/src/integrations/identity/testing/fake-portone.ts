import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for PortOne's REST API (GET /identity-verifications/{id}) that
// tests start on 127.0.0.1 and point PORTONE_API_BASE at, so the real client
// code runs. Shapes follow PortOne V2's documented responses.

export const fakePortOneSecret = 'test-portone-api-secret';
export const fakePortOneStoreId = 'store-00000000-0000-0000-0000-000000000000';
export const fakePortOneChannelKey = 'channel-key-00000000-0000-0000-0000-000000000000';

interface Canned {
  status: number;
  body: string;
}

export interface VerifiedPerson {
  name: string;
  phoneNumber?: string;
  birthDate?: string;
  ci?: string;
}

const stamp = '2026-01-01T00:00:00.000Z';
const channel = { type: 'TEST', id: 'channel-id', key: fakePortOneChannelKey, name: '본인인증', pgProvider: 'DANAL', pgMerchantId: 'A010002002' };

export async function startFakePortOne() {
  const answers = new Map<string, Canned>();
  const requests: Array<{ method: string; url: string; authorization: string | undefined }> = [];
  const server = http.createServer((request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization });
    const url = new URL(request.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (request.headers.authorization !== `PortOne ${fakePortOneSecret}`) {
      return send(401, { type: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.' });
    }
    const verificationId = /^\/identity-verifications\/([^/]+)$/.exec(url.pathname)?.[1];
    if (request.method !== 'GET' || verificationId === undefined) return send(404, { type: 'NOT_FOUND', message: 'no such API' });
    const canned = answers.get(decodeURIComponent(verificationId));
    if (!canned) return send(404, { type: 'IDENTITY_VERIFICATION_NOT_FOUND', message: '요청된 본인인증 건이 존재하지 않는 경우' });
    response.writeHead(canned.status, { 'content-type': 'application/json' });
    response.end(canned.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    verified(id: string, person: VerifiedPerson) {
      answers.set(
        id,
        json(200, {
          status: 'VERIFIED',
          id,
          channel,
          verifiedCustomer: { operator: 'SKT', gender: 'MALE', isForeigner: false, di: 'di-value', ...person },
          requestedAt: stamp,
          updatedAt: stamp,
          statusChangedAt: stamp,
          verifiedAt: stamp,
          pgTxId: 'pg-tx-1',
          pgRawResponse: '{}',
          version: 'V2',
        }),
      );
    },
    failed(id: string, reason: string) {
      answers.set(
        id,
        json(200, {
          status: 'FAILED',
          id,
          channel,
          requestedCustomer: {},
          requestedAt: stamp,
          updatedAt: stamp,
          statusChangedAt: stamp,
          failure: { reason, pgCode: 'F001', pgMessage: reason },
          version: 'V2',
        }),
      );
    },
    ready(id: string) {
      answers.set(
        id,
        json(200, { status: 'READY', id, channel, requestedCustomer: {}, requestedAt: stamp, updatedAt: stamp, statusChangedAt: stamp, version: 'V2' }),
      );
    },
    /** PortOne answering an error of its own (e.g. 500 with a JSON body, or a proxy's HTML page). */
    broken(id: string, status = 500, body = '{"type":"INTERNAL_SERVER_ERROR","message":"서버 오류"}') {
      answers.set(id, { status, body });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePortOne = Awaited<ReturnType<typeof startFakePortOne>>;
