import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeEucKrForm, type KiwoomEncInput } from '../kiwoom';

// A stand-in for Kiwoom Pay that tests start on 127.0.0.1: its hash endpoint
// (KIWOOM_ENC for the fields the merchant posts, with the auth key in the
// Authorization header) and its notification, an EUC-KR form POST to the
// merchant's address, as the provider sends it after an approval.

export const fakeKiwoomCpid = 'CPID-TEST-0001';
export const fakeKiwoomAuthKey = 'kiwoom-test-auth-key-0123456789';

export interface FakeKiwoom {
  baseUrl: string;
  encUrl: string;
  windowUrl: string;
  /** Every hash request, as received. */
  encRequests: Array<{ authorization: string | undefined; body: KiwoomEncInput }>;
  /** Makes the hash endpoint fail (500) until set back. */
  failing: boolean;
  /** What the hash endpoint answers for these fields. */
  encOf(input: KiwoomEncInput): string;
  /** Posts a notification to `url` as Kiwoom does: EUC-KR, urlencoded. */
  notify(url: string, fields: Record<string, string>): Promise<{ status: number; contentType: string | null; body: string }>;
  close(): Promise<void>;
}

export async function startFakeKiwoom(): Promise<FakeKiwoom> {
  const encOf = (input: KiwoomEncInput) =>
    createHmac('sha256', fakeKiwoomAuthKey).update([input.CPID, input.PAYMETHOD, input.ORDERNO, input.TYPE, input.AMOUNT].join('|')).digest('hex');
  const state = { encRequests: [] as FakeKiwoom['encRequests'], failing: false };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/pay/enc') return send(404, { RESULTCODE: '9999' });
      if (state.failing) return send(500, { RESULTCODE: '9999', ERRORMESSAGE: 'temporary failure' });
      let body: KiwoomEncInput;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as KiwoomEncInput;
      } catch {
        return send(400, { RESULTCODE: '1001' });
      }
      state.encRequests.push({ authorization: request.headers.authorization, body });
      if (request.headers.authorization !== fakeKiwoomAuthKey) return send(401, { RESULTCODE: '1002' });
      if (body.CPID !== fakeKiwoomCpid) return send(400, { RESULTCODE: '1003' });
      send(200, { RESULTCODE: '0000', KIWOOM_ENC: encOf(body) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    encUrl: `${baseUrl}/pay/enc`,
    windowUrl: `${baseUrl}/pay/window`,
    get encRequests() {
      return state.encRequests;
    },
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    encOf,
    async notify(url, fields) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=euc-kr' },
        body: encodeEucKrForm(fields),
      });
      return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
