import http from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

// A fake of the part of Solapi's HTTP API the solapi SDK calls for us:
// POST /messages/v4/send-many/detail (send) and GET /messages/v4/list
// (getMessages). It checks each request's HMAC-SHA256 signature as Solapi
// does, keeps what it accepted, and can be told to refuse 알림톡, to fail,
// or to accept a message and never answer (a provider that took it while
// our process died).

export interface FakeSolapiMessage {
  messageId: string;
  to: string;
  from: string;
  text: string;
  type: string;
  kakaoOptions?: { pfId: string; templateId: string; variables?: Record<string, string>; disableSms?: boolean };
  customFields?: Record<string, string>;
  dateCreated: string;
}

export interface FakeSolapi {
  url: string;
  apiKey: string;
  apiSecret: string;
  /** Messages accepted, in order. */
  accepted: FakeSolapiMessage[];
  /** Every request's Authorization header and whether its signature held. */
  authorizations: Array<{ header: string; valid: boolean }>;
  /** 알림톡 refused at acceptance (as for a template Kakao has not approved); SMS/LMS still accepted. */
  refuseAlimtalk: boolean;
  /** The next sends answer this error (Solapi's error body) instead. */
  failWith: { status: number; errorCode: string; errorMessage: string } | null;
  /** Accept the next send, then hold its answer until release() (or close). */
  holdNextSend: boolean;
  /** Resolves when a held send has been accepted. */
  held(): Promise<void>;
  close(): Promise<void>;
}

function signatureHolds(header: string | undefined, apiKey: string, apiSecret: string): boolean {
  const match = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(header ?? '');
  if (!match) return false;
  const [, key, date, salt, signature] = match;
  if (key !== apiKey || !date || !salt) return false;
  const expected = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  // Solapi refuses a date more than 15 minutes off.
  return expected === signature && Math.abs(Date.now() - Date.parse(date)) < 15 * 60_000;
}

function json(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const count = (total: number, failed: number) => ({
  total,
  sentTotal: 0,
  sentFailed: 0,
  sentSuccess: 0,
  sentPending: 0,
  sentReplacement: 0,
  refund: 0,
  registeredFailed: failed,
  registeredSuccess: total - failed,
});

export async function startFakeSolapi(): Promise<FakeSolapi> {
  const apiKey = `NCS${randomBytes(6).toString('hex').toUpperCase()}`;
  const apiSecret = randomBytes(16).toString('hex');
  let heldResolve: () => void = () => {};
  let heldPromise = new Promise<void>((resolve) => (heldResolve = resolve));
  const heldSockets = new Set<http.ServerResponse>();

  const fake: FakeSolapi = {
    url: '',
    apiKey,
    apiSecret,
    accepted: [],
    authorizations: [],
    refuseAlimtalk: false,
    failWith: null,
    holdNextSend: false,
    held: () => heldPromise,
    close: async () => {
      for (const response of heldSockets) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const header = request.headers.authorization;
      const valid = signatureHolds(header, apiKey, apiSecret);
      fake.authorizations.push({ header: header ?? '', valid });
      if (!valid) return json(response, 403, { errorCode: 'SignatureDoesNotMatch', errorMessage: '서명이 일치하지 않습니다.' });
      const url = new URL(request.url ?? '/', 'http://fake');

      if (request.method === 'POST' && url.pathname === '/messages/v4/send-many/detail') {
        if (fake.failWith) return json(response, fake.failWith.status, { errorCode: fake.failWith.errorCode, errorMessage: fake.failWith.errorMessage });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: Array<Omit<FakeSolapiMessage, 'messageId' | 'dateCreated'>> };
        const groupId = `G4V${randomBytes(8).toString('hex').toUpperCase()}`;
        const failedMessageList: unknown[] = [];
        const messageList: unknown[] = [];
        for (const message of body.messages) {
          const messageId = `M4V${randomBytes(8).toString('hex').toUpperCase()}`;
          if (fake.refuseAlimtalk && message.kakaoOptions) {
            failedMessageList.push({
              to: message.to,
              from: message.from,
              type: 'ATA',
              statusMessage: '검수 승인되지 않은 템플릿입니다.',
              country: '82',
              messageId,
              statusCode: '3034',
              accountId: 'fake',
              customFields: message.customFields,
            });
            continue;
          }
          fake.accepted.push({ ...message, messageId, dateCreated: new Date().toISOString() });
          messageList.push({ messageId, statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정) ', customFields: message.customFields });
        }
        const answer = {
          failedMessageList,
          groupInfo: { groupId, status: 'SENDING', count: count(body.messages.length, failedMessageList.length) },
          messageList,
        };
        if (fake.holdNextSend && messageList.length > 0) {
          fake.holdNextSend = false;
          heldSockets.add(response);
          heldResolve();
          heldPromise = new Promise<void>((resolve) => (heldResolve = resolve));
          return;
        }
        return json(response, 200, answer);
      }

      if (request.method === 'GET' && url.pathname === '/messages/v4/list') {
        const to = url.searchParams.get('to');
        const since = url.searchParams.get('startDate');
        const found = fake.accepted.filter((message) => (!to || message.to === to) && (!since || message.dateCreated >= new Date(since).toISOString()));
        const messageList = Object.fromEntries(
          found.map((message) => [
            message.messageId,
            {
              messageId: message.messageId,
              type: message.type,
              to: message.to,
              from: message.from,
              text: message.text,
              customFields: message.customFields ?? null,
              status: 'COMPLETE',
              statusCode: '4000',
              dateCreated: message.dateCreated,
              imageId: null,
              subject: null,
              country: '82',
              reason: null,
              networkName: null,
              networkCode: null,
              dateProcessed: null,
              dateReceived: null,
              dateReported: null,
              clusterKey: null,
            },
          ]),
        );
        return json(response, 200, { startKey: null, nextKey: null, limit: 100, messageList });
      }
      json(response, 404, { errorCode: 'NotFound', errorMessage: `${request.method} ${url.pathname}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
